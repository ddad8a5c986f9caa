'use client';
/**
 * The list beside the map (rendered with the page, so it works without JavaScript): every hotel
 * with its price and coupon, "show on map" for those with a position, the chosen one marked.
 */
import Link from 'next/link';
import { useMemo } from 'react';
import type { MapHotel, PlacedHotel } from '@/lib/hotels/mapData';
import type { TranslateFn } from '@/lib/i18n/translate';
import { MapHotelFacts } from './MapHotelCard';
import styles from './hotel.module.css';

export function MapHotelList({
  hotels,
  placed,
  unplacedCount,
  selectedId,
  onShow,
  t,
}: {
  hotels: readonly MapHotel[];
  placed: readonly PlacedHotel[];
  unplacedCount: number;
  selectedId: string | null;
  onShow: (hotel: PlacedHotel) => void;
  t: TranslateFn;
}) {
  const placedById = useMemo(() => new Map(placed.map((p) => [p.hotelId, p])), [placed]);
  return (
    <div className={styles.mapList}>
      {unplacedCount > 0 ? (
        <p className={styles.transportNotice} role="note">
          {t('mapUnplacedCount', { count: unplacedCount })}
        </p>
      ) : null}
      <ol>
        {hotels.map((hotel) => {
          const isPlaced = placedById.get(hotel.hotelId);
          return (
            <li
              key={hotel.hotelId}
              className={styles.mapListItem}
              data-selected={selectedId === hotel.hotelId || undefined}
            >
              <h3 className={styles.mapListName}>
                <Link href={hotel.href} prefetch={false}>
                  {hotel.name}
                </Link>
              </h3>
              <MapHotelFacts hotel={hotel} priceClass={styles.mapListPrice} t={t} />
              {isPlaced ? (
                <button type="button" className={styles.linkButton} onClick={() => onShow(isPlaced)}>
                  {t('showOnMap')}
                </button>
              ) : (
                <p className={styles.noPosition}>{t('mapPositionFailed')}</p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
