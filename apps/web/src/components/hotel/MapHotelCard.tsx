'use client';
/** The card of the hotel chosen on the map: picture, type and area, price, coupon, link; closable. */
import Link from 'next/link';
import type { ReactNode, RefObject } from 'react';
import { CouponLine } from '@/components/coupon/CouponLine';
import type { MapHotel, PlacedHotel } from '@/lib/hotels/mapData';
import type { TranslateFn } from '@/lib/i18n/translate';
import { CatalogImage } from './CatalogImage';
import styles from './hotel.module.css';

export function MapHotelCard({
  hotel,
  headingRef,
  onClose,
  t,
  closeLabel,
}: {
  hotel: PlacedHotel;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
  t: TranslateFn;
  closeLabel: string;
}) {
  return (
    <article className={styles.mapCard} aria-labelledby="map-card-title">
      {hotel.imageSrc ? (
        <CatalogImage src={hotel.imageSrc} alt={hotel.imageAlt} width={120} height={80} />
      ) : null}
      <div>
        <h2 id="map-card-title" className={styles.mapCardTitle} tabIndex={-1} ref={headingRef}>
          {hotel.name}
        </h2>
        <MapHotelFacts hotel={hotel} priceClass={styles.mapCardPrice} t={t}>
          {hotel.score ? <span className={styles.score}> ★ {hotel.score}</span> : null}
        </MapHotelFacts>
        <Link href={hotel.href} prefetch={false} className={styles.secondaryLink}>
          {t('seeHotel')}
        </Link>
      </div>
      <button type="button" className={styles.mapCardClose} onClick={onClose} aria-label={closeLabel}>
        ×
      </button>
    </article>
  );
}

/** What the card and the list say of a hotel under its name: type and area, price per adult (and `children` after it), coupon. */
export function MapHotelFacts({
  hotel,
  priceClass,
  t,
  children,
}: {
  hotel: MapHotel;
  priceClass: string | undefined;
  t: TranslateFn;
  children?: ReactNode;
}) {
  return (
    <>
      <p className={styles.cardMeta}>
        <span>{hotel.hotelType}</span>
        <span>{hotel.areaText}</span>
      </p>
      <p className={priceClass}>
        <small>{t('pricePerAdult')}</small> <strong>{hotel.priceText}</strong>
        {children}
      </p>
      {hotel.coupon ? <CouponLine coupon={hotel.coupon} /> : null}
    </>
  );
}
