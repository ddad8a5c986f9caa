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
 */
import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import type { Lang } from '@/lib/i18n/settings';
import Link from 'next/link';
import { CouponLine } from '@/components/coupon/CouponLine';
import { CatalogImage } from './CatalogImage';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import {
  JAPAN_BOUNDS,
  boundsOf,
  splitByPosition,
  type LatLngBounds,
  type MapHotel,
  type PlacedHotel,
} from '@/lib/hotels/mapData';
import styles from './hotel.module.css';

export interface MapSearchProps {
  hotels: readonly MapHotel[];
  lang: Lang;
  /** Hrefs are already localised (language prefix, meta parameters). */
  tileUrl: string | null;
  tileAttribution: string | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function MapSearch({ hotels, lang, tileUrl, tileAttribution }: MapSearchProps) {
  const { t } = useTranslation('hotel');
  const { t: tc } = useTranslation('common');
  const { placed, unplaced } = useMemo(() => splitByPosition(hotels), [hotels]);
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const [selected, setSelected] = useState<PlacedHotel | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusCard = useRef(false);

  const select = useCallback((hotel: PlacedHotel | null, moveFocus = false) => {
    focusCard.current = moveFocus;
    setSelected(hotel);
  }, []);

  useEffect(() => {
    if (selected && focusCard.current) cardHeadingRef.current?.focus();
  }, [selected]);

  useEffect(() => {
    let cancelled = false;
    let map: Leaflet.Map | null = null;
    Promise.all([import('leaflet'), import('@/lib/hotels/mapClusters'), import('./japanBaseLayers')])
      .then(([L, { clusterExpansionZoom, createClusterIndex, markersIn }, { drawJapan }]) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        map = L.map(container, {
          zoomControl: false,
          attributionControl: true,
          minZoom: 4,
          maxZoom: 17,
          worldCopyJump: false,
        });
        mapRef.current = map;
        L.control.zoom({ zoomInTitle: t('mapZoomIn'), zoomOutTitle: t('mapZoomOut') }).addTo(map);
        map.attributionControl.setPrefix(false);
        if (tileUrl) {
          L.tileLayer(tileUrl, { attribution: tileAttribution ?? '', maxZoom: 19 }).addTo(map);
        } else {
          drawJapan(L, map, lang, t('mapAttribution'));
        }
        const index = createClusterIndex(placed);
        const layer = L.layerGroup().addTo(map);
        const fit: LatLngBounds = boundsOf(placed) ?? JAPAN_BOUNDS;
        // Room for the price markers (84 × 26 px, drawn above their point) clear of the zoom buttons.
        map.fitBounds(fit, { paddingTopLeft: [96, 48], paddingBottomRight: [48, 16], maxZoom: 14 });

        const draw = () => {
          if (!map) return;
          const b = map.getBounds();
          const markers = markersIn(
            index,
            placed,
            [
              [b.getSouth(), b.getWest()],
              [b.getNorth(), b.getEast()],
            ],
            map.getZoom(),
          );
          layer.clearLayers();
          for (const marker of markers) {
            if (marker.kind === 'cluster') {
              const size = marker.count >= 20 ? 52 : marker.count >= 10 ? 46 : 40;
              const icon = L.divIcon({
                className: styles.clusterIcon ?? '',
                html: `<span aria-hidden="true">${marker.count}</span>`,
                iconSize: [size, size],
              });
              L.marker([marker.lat, marker.lng], {
                icon,
                keyboard: true,
                title: t('mapCluster', { count: marker.count }),
                alt: t('mapCluster', { count: marker.count }),
              })
                .on('click', () => {
                  map?.setView(
                    [marker.lat, marker.lng],
                    Math.min(clusterExpansionZoom(index, marker.id), 17),
                  );
                })
                .addTo(layer);
            } else {
              const { hotel } = marker;
              const icon = L.divIcon({
                className: styles.priceIcon ?? '',
                html: `<span>${escapeHtml(hotel.priceText)}</span>`,
                iconSize: [84, 26],
                iconAnchor: [42, 32],
              });
              L.marker([hotel.lat, hotel.lng], {
                icon,
                keyboard: true,
                title: `${hotel.name} ${hotel.priceText}`,
                alt: hotel.name,
                riseOnHover: true,
              })
                .on('click', () => select(hotel, true))
                .addTo(layer);
            }
          }
          // Keyboard users reach the markers by Tab; give each a name.
          container.querySelectorAll<HTMLElement>('.leaflet-marker-icon').forEach((el) => {
            const title = el.getAttribute('title');
            if (title) el.setAttribute('aria-label', title);
          });
        };
        map.on('moveend zoomend', draw);
        draw();
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      map?.remove();
      mapRef.current = null;
    };
  }, [placed, lang, tileUrl, tileAttribution, t, select]);

  const showOnMap = (hotel: PlacedHotel) => {
    const map = mapRef.current;
    select(hotel);
    if (map) {
      map.setView([hotel.lat, hotel.lng], Math.max(map.getZoom(), 14));
      containerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
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
            <article className={styles.mapCard} aria-labelledby="map-card-title">
              {selected.imageSrc ? (
                <CatalogImage src={selected.imageSrc} alt={selected.imageAlt} width={120} height={80} />
              ) : null}
              <div>
                <h2 id="map-card-title" className={styles.mapCardTitle} tabIndex={-1} ref={cardHeadingRef}>
                  {selected.name}
                </h2>
                <p className={styles.cardMeta}>
                  <span>{selected.hotelType}</span>
                  <span>{selected.areaText}</span>
                </p>
                <p className={styles.mapCardPrice}>
                  <small>{t('pricePerAdult')}</small> <strong>{selected.priceText}</strong>
                  {selected.score ? <span className={styles.score}> ★ {selected.score}</span> : null}
                </p>
                {selected.coupon ? <CouponLine coupon={selected.coupon} /> : null}
                <Link href={selected.href} prefetch={false} className={styles.secondaryLink}>
                  {t('seeHotel')}
                </Link>
              </div>
              <button
                type="button"
                className={styles.mapCardClose}
                onClick={() => select(null)}
                aria-label={tc('close')}
              >
                ×
              </button>
            </article>
          ) : null}
        </div>
      </div>
      <div className={styles.mapList}>
        {unplaced.length > 0 ? (
          <p className={styles.transportNotice} role="note">
            {t('mapUnplacedCount', { count: unplaced.length })}
          </p>
        ) : null}
        <ol>
          {hotels.map((hotel) => {
            const isPlaced = placed.find((p) => p.hotelId === hotel.hotelId);
            return (
              <li
                key={hotel.hotelId}
                className={styles.mapListItem}
                data-selected={selected?.hotelId === hotel.hotelId || undefined}
              >
                <h3 className={styles.mapListName}>
                  <Link href={hotel.href} prefetch={false}>
                    {hotel.name}
                  </Link>
                </h3>
                <p className={styles.cardMeta}>
                  <span>{hotel.hotelType}</span>
                  <span>{hotel.areaText}</span>
                </p>
                <p className={styles.mapListPrice}>
                  <small>{t('pricePerAdult')}</small> <strong>{hotel.priceText}</strong>
                </p>
                {hotel.coupon ? <CouponLine coupon={hotel.coupon} /> : null}
                {isPlaced ? (
                  <button type="button" className={styles.linkButton} onClick={() => showOnMap(isPlaced)}>
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
    </div>
  );
}
