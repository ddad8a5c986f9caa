'use client';
/**
 * Map search (spec §2 mapSearch: top {count} results, 'could not get the position of the facility';
 * issue 6 item 4). The list of hotels is rendered on the server with the page (it works without
 * JavaScript); the map is Leaflet, loaded only here (dynamic import after hydration, CSS from
 * node_modules), with markers clustered by supercluster (lib/hotels/mapClusters.ts, loaded with
 * Leaflet) and a card on click.
 * Markers, clusters, list and cards never depend on the base layer. Without a configured tile URL
 * (MAP_TILE_URL) the base map is our own map of Japan (lib/hotels/japanBaseMap.ts: land and
 * coastline, prefecture borders, JR lines and major cities in the page's language), drawn as SVG by
 * Leaflet in the markers' projection, under them: no request leaves the site.
 *
 * Parts: useHotelMap (the Leaflet view), MapHotelCard (the chosen hotel), MapHotelList (the list
 * beside the map), useMapSelection (which hotel is chosen, the card's focus).
 */
import 'leaflet/dist/leaflet.css';
import { useCallback, useMemo } from 'react';
import { splitByPosition, type MapHotel, type PlacedHotel } from '@/lib/hotels/mapData';
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';
import { MapHotelCard } from './MapHotelCard';
import { MapHotelList } from './MapHotelList';
import { useHotelMap } from './useHotelMap';
import { useMapSelection } from './useMapSelection';
import styles from './hotel.module.css';

export interface MapSearchProps {
  hotels: readonly MapHotel[];
  lang: Lang;
  /** Hrefs are already localised (language prefix, meta parameters). */
  tileUrl: string | null;
  tileAttribution: string | null;
}

export function MapSearch({ hotels, lang, tileUrl, tileAttribution }: MapSearchProps) {
  const { t } = useTranslation('hotel');
  const { t: tc } = useTranslation('common');
  const { placed, unplaced } = useMemo(() => splitByPosition(hotels), [hotels]);
  const { selected, select, cardHeadingRef } = useMapSelection();
  const onMarker = useCallback((hotel: PlacedHotel) => select(hotel, true), [select]);
  const { containerRef, status, showHotel } = useHotelMap(placed, {
    lang,
    tileUrl,
    tileAttribution,
    t,
    onMarker,
  });

  const showOnMap = (hotel: PlacedHotel) => {
    select(hotel);
    showHotel(hotel);
  };

  return (
    <div className={styles.mapSearch}>
      <div className={styles.mapPane}>
        <div
          ref={containerRef}
          className={styles.mapCanvas}
          role="region"
          aria-label={t('mapLabel')}
          aria-describedby="map-help"
        />
        <p id="map-help" className="visually-hidden">
          {t('mapHelp')}
        </p>
        {status === 'loading' ? <p className={styles.mapStatus}>{tc('loading')}</p> : null}
        {status === 'failed' ? <p className={styles.mapStatus}>{t('mapFailed')}</p> : null}
        <noscript>
          <p className={styles.mapStatus}>{t('mapNoScript')}</p>
        </noscript>
        <div aria-live="polite" className={styles.mapCardSlot}>
          {selected ? (
            <MapHotelCard
              hotel={selected}
              headingRef={cardHeadingRef}
              onClose={() => select(null)}
              t={t}
              closeLabel={tc('close')}
            />
          ) : null}
        </div>
      </div>
      <MapHotelList
        hotels={hotels}
        placed={placed}
        unplacedCount={unplaced.length}
        selectedId={selected?.hotelId ?? null}
        onShow={showOnMap}
        t={t}
      />
    </div>
  );
}
