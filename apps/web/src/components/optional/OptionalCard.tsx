/**
 * One activity of the search result: name, plan, area, time, the price per pax type (大人 / 子供 /
 * 幼児, the API's prices; 子供・幼児 only where sold), the party's total when people were searched
 * (the API's totalPrice), the places left on the searched date, and the way to the detail page.
 */
import { formatPrice, paxCategoryLabel } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import type { OptionalCard as Card } from '@/lib/optionals/api';
import { catalogImageSrc } from '@/lib/hotels/images';
import type { Lang } from '@/lib/i18n/settings';
import { StockText } from './StockText';
import styles from './product.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

export function OptionalCardView({
  card,
  href,
  lang,
  t,
  partyText,
}: {
  card: Card;
  href: string;
  lang: Lang;
  t: TranslateFn;
  partyText: string | null;
}) {
  const src = catalogImageSrc(card.image, lang);
  const headingId = `opt-${card.optionalId}`;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-optional-id={card.optionalId}>
      {src ? (
        <CatalogImage src={src} alt="" width={160} height={120} className={styles.cardImage} />
      ) : (
        <span />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} id={headingId}>
          <AppLink href={href}>{card.name}</AppLink>
        </h3>
        <p className={styles.meta}>
          <span>{card.areaName}</span>
          <span>{card.planName}</span>
          <span>{t('optDuration', { minutes: card.durationMinutes })}</span>
        </p>
        <p className={styles.text}>{card.description}</p>
      </div>
      <div className={styles.priceBox}>
        <ul className={styles.priceList} aria-label={t('optPriceTable')}>
          <li>
            {paxCategoryLabel('adult', lang)} {formatPrice(card.prices.person1, lang)}
          </li>
          {card.prices.person6 !== null ? (
            <li>
              {paxCategoryLabel('child', lang)} {formatPrice(card.prices.person6, lang)}
            </li>
          ) : null}
          {card.prices.person9 !== null ? (
            <li>
              {paxCategoryLabel('infant', lang)} {formatPrice(card.prices.person9, lang)}
            </li>
          ) : null}
        </ul>
        {card.totalPrice !== null && partyText ? (
          <p>
            {t('optTotalFor', { party: partyText })}{' '}
            <span className={styles.price}>{formatPrice(card.totalPrice, lang)}</span>
          </p>
        ) : null}
        <StockText stock={card.stock} t={t} />
        <AppLink href={href} className="button button--secondary" aria-describedby={headingId}>
          {t('optDetails')}
        </AppLink>
      </div>
    </li>
  );
}
