/**
 * One car of the rental search: class, example models, office, seats and bags, the price for the
 * rental period (the API's, tax included; with a one-way return, the fee and the total) and the cars
 * left, with the way to the car's page.
 */
import { formatPrice } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import styles from '@/components/optional/product.module.css';
import { catalogImageSrc } from '@/lib/hotels/images';
import type { Lang } from '@/lib/i18n/settings';
import type { CarCard } from '@/lib/rentacar/api';
import type { TranslateFn } from '@/lib/i18n/translate';
import { dotSep, itemSep } from '@/lib/i18n/punctuation';

export function CarCardView({
  car,
  href,
  lang,
  t,
}: {
  car: CarCard;
  href: string;
  lang: Lang;
  t: TranslateFn;
}) {
  const src = catalogImageSrc(car.image, lang);
  const headingId = `car-${car.carId}`;
  const sep = itemSep(lang);
  return (
    <li className={styles.card} aria-labelledby={headingId} data-car-id={car.carId}>
      {src ? (
        <CatalogImage src={src} alt="" width={160} height={120} className={styles.cardImage} />
      ) : (
        <span />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} id={headingId}>
          <AppLink href={href}>
            {car.carClass.name}
            {dotSep(lang)}
            {car.office.name}
          </AppLink>
        </h3>
        <p className={styles.meta}>
          <span>{car.office.areaName}</span>
          <span>{t('carCapacity', { count: car.carClass.capacity })}</span>
          <span>{t('carLuggage', { count: car.carClass.luggage })}</span>
        </p>
        <p className={styles.text}>{t('carModels', { models: car.carClass.exampleModels.join(sep) })}</p>
      </div>
      <div className={styles.priceBox}>
        <p>
          {t('carPeriodPrice', { days: car.days })}{' '}
          <span className={styles.price} data-testid="car-price">
            {formatPrice(car.price, lang)}
          </span>
        </p>
        {car.oneWayFee > 0 ? (
          <p className={styles.hint} data-testid="car-one-way">
            {t('carOneWayFee')} {formatPrice(car.oneWayFee, lang)}
            {dotSep(lang)}
            {t('carTotalWithFee')} <strong data-testid="car-total">{formatPrice(car.total, lang)}</strong>
          </p>
        ) : null}
        <p className={car.stock > 0 ? styles.stock : styles.stockNone}>
          {t('carStockLeft', { count: car.stock })}
        </p>
        <AppLink href={href} className="button button--secondary" aria-describedby={headingId}>
          {t('optDetails')}
        </AppLink>
      </div>
    </li>
  );
}
