/**
 * A rental's choices in the booking steps, the completion page and My page (no hooks, server or
 * client): the summary's return office and options (dt/dd pairs) and the price breakdown's rows for
 * each option and the one-way fee (the API's priced rental; the car itself is the booking's price
 * row); the back office's booking detail lists the same as items. A booking made before options
 * existed has none of these and shows nothing more.
 */
import { formatPrice } from '@tabiyori/domain';
import type { Rental } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import styles from '@/components/booking/booking.module.css';
import { optionLineText } from './RentalCharges';
import type { TranslateFn } from '@/lib/i18n/translate';
import { dotSep, itemSep } from '@/lib/i18n/punctuation';

type RentalExtras = Partial<Pick<Rental, 'options' | 'oneWayFee' | 'returnOffice'>>;

export function RentalSummaryRows({ rental, lang, t }: { rental: RentalExtras; lang: Lang; t: TranslateFn }) {
  const options = rental.options ?? [];
  return (
    <>
      <dt>{t('carReturnOffice')}</dt>
      <dd data-testid="rental-return-office">
        {rental.returnOffice
          ? rental.returnOffice.name[lang] || rental.returnOffice.name.ja
          : t('carReturnSame')}
      </dd>
      <dt>{t('carOptions')}</dt>
      <dd data-testid="rental-options">
        {options.length > 0
          ? options.map((o) => optionLineText(o, lang, t)).join(itemSep(lang))
          : t('carOptionsNone')}
      </dd>
    </>
  );
}

export function RentalPriceRows({
  rental,
  lang,
  t,
}: {
  rental: RentalExtras | null | undefined;
  lang: Lang;
  t: TranslateFn;
}) {
  if (!rental) return null;
  return (
    <>
      {(rental.options ?? []).map((o) => (
        <tr key={o.code} data-option={o.code}>
          <th scope="row">{optionLineText({ ...o, quantity: 1 }, lang, t)}</th>
          <td className={styles.num}>{formatPrice(o.amount / o.quantity, lang)}</td>
          <td className={styles.num}>{t('carPieceValue', { count: o.quantity })}</td>
          <td className={styles.num}>{formatPrice(o.amount, lang)}</td>
        </tr>
      ))}
      {rental.returnOffice && rental.oneWayFee !== undefined ? (
        <tr data-testid="rental-one-way-row">
          <th scope="row">
            {t('carOneWayFee')}
            {dotSep(lang)}
            {t('carOneWayTo', { office: rental.returnOffice.name[lang] || rental.returnOffice.name.ja })}
          </th>
          <td className={styles.num}>{formatPrice(rental.oneWayFee, lang)}</td>
          <td className={styles.num}>{t('carCountValue', { count: 1 })}</td>
          <td className={styles.num}>{formatPrice(rental.oneWayFee, lang)}</td>
        </tr>
      ) : null}
    </>
  );
}
