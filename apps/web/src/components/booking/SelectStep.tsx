/**
 * Step 1 of the booking: what is selected (the API's quote: product, dates, party, price rows and
 * how many coupons could apply), with the way on to the travellers or back to the product.
 */
import type { ReactNode } from 'react';
import { remainingRoomsText } from '@tabiyori/domain';
import type { Quote } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { PriceRowsTable } from './PriceRowsTable';
import { QuoteSummary } from './QuoteSummary';
import { StepHeading } from './StepHeading';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

export function SelectStep({
  quote,
  lang,
  backHref,
  onNext,
  t,
  children,
}: {
  /** The stay's priced choices, between the summary and the price. */
  children?: ReactNode;
  quote: Quote;
  lang: Lang;
  backHref: string;
  onNext: () => void;
  t: TranslateFn;
}) {
  return (
    <section aria-labelledby="booking-step-heading">
      <StepHeading>{t('selectedContent')}</StepHeading>
      <QuoteSummary quote={quote} lang={lang} t={t} />
      <StockNote quote={quote} lang={lang} t={t} />
      {children}
      <h3 className={styles.subTitle}>{t('priceBreakdown')}</h3>
      <PriceRowsTable quote={quote} lang={lang} t={t} />
      <p className={styles.couponTeaser}>
        {quote.coupons.length > 0 ? t('couponAvailable', { count: quote.coupons.length }) : t('noCoupons')}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onNext}>
          {t('toTravellers')}
        </button>
        <a href={backHref} className="button button--secondary">
          {t('chooseOther')}
        </a>
      </div>
    </section>
  );
}

/** Few left: rooms (5 or fewer), activity places (10), cars (3). */
function StockNote({ quote, lang, t }: { quote: Quote; lang: Lang; t: TranslateFn }) {
  const { kind, stock } = quote;
  let text: string | null = null;
  if (stock <= 0) text = null;
  else if (kind === 'yado' && stock <= 5) text = remainingRoomsText(stock, lang);
  else if (kind === 'optional' && stock <= 10) text = t('optStockLeft', { count: stock });
  else if (kind === 'rentacar' && stock <= 3) text = t('carStockLeft', { count: stock });
  return text ? <p className={styles.stock}>{text}</p> : null;
}
