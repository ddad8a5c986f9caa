'use client';
/**
 * The Leaflet map of the map search: Leaflet, the clusters (lib/hotels/mapClusters.ts) and our base
 * map of Japan (japanBaseLayers.ts) loaded after hydration; price markers and clusters redrawn on
 * each move, a cluster zooms in, a price marker calls onMarker. Without a tile URL the base map is
 * drawn by us: no request leaves the site.
 */
import type * as Leaflet from 'leaflet';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { JAPAN_BOUNDS, boundsOf, type LatLngBounds, type PlacedHotel } from '@/lib/hotels/mapData';
import type { TranslateFn } from '@/lib/i18n/translate';
import type { Lang } from '@/lib/i18n/settings';
import styles from './hotel.module.css';

export type MapStatus = 'loading' | 'ready' | 'failed';

export interface HotelMap {
  containerRef: RefObject<HTMLDivElement | null>;
  status: MapStatus;
  /** Centres the map on a hotel (zoomed in to at least 14) and scrolls the map into view. */
  showHotel: (hotel: PlacedHotel) => void;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function useHotelMap(
  placed: readonly PlacedHotel[],
  {
    lang,
    tileUrl,
    tileAttribution,
    t,
    onMarker,
  }: {
    lang: Lang;
    tileUrl: string | null;
    tileAttribution: string | null;
    t: TranslateFn;
    onMarker: (hotel: PlacedHotel) => void;
  },
): HotelMap {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');

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
                .on('click', () => onMarker(hotel))
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
  }, [placed, lang, tileUrl, tileAttribution, t, onMarker]);

  const showHotel = useCallback((hotel: PlacedHotel) => {
    const map = mapRef.current;
    if (!map) return;
    map.setView([hotel.lat, hotel.lng], Math.max(map.getZoom(), 14));
    containerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);

  return { containerRef, status, showHotel };
}
