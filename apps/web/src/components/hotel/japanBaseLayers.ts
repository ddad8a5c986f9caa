/**
 * Draws the base map of Japan (lib/hotels/japanBaseMap.ts) on the map search's Leaflet map, under
 * the price markers: land filled by prefecture, the coastline, dashed prefecture borders, JR lines
 * and city labels in the page's language (the larger cities from the wider zooms). Everything is SVG
 * in Leaflet's own panes, so it shares the markers' projection at every zoom, and nothing is
 * interactive: clicks and keys go to the markers and the map. Loaded with Leaflet, after hydration.
 */
import type * as Leaflet from 'leaflet';
import { cityMinZoom, japanBaseMap } from '@/lib/hotels/japanBaseMap';
import type { Lang } from '@/lib/i18n/settings';

/** Between the tile pane (200) and the overlay pane (400): under everything the map adds. */
const BASE_PANE = 'japanBase';
/** Above the base map, under the markers (600); hidden from screen readers (the list is the path). */
const LABEL_PANE = 'japanLabels';

export function drawJapan(L: typeof Leaflet, map: Leaflet.Map, lang: Lang, attribution: string): void {
  const data = japanBaseMap();
  map.createPane(BASE_PANE).style.zIndex = '300';
  const labels = map.createPane(LABEL_PANE);
  labels.style.zIndex = '450';
  labels.style.pointerEvents = 'none';
  labels.setAttribute('aria-hidden', 'true');
  const line = (className: string, style: Leaflet.PathOptions) => ({
    pane: BASE_PANE,
    interactive: false,
    style: () => ({ ...style, fill: false, className }),
  });

  L.geoJSON(data.prefectures, {
    pane: BASE_PANE,
    interactive: false,
    style: (prefecture) => ({
      stroke: false,
      fillColor: '#f7f4ec',
      fillOpacity: 1,
      // The JIS code lets a journey find the prefecture under a marker.
      className: `basemap-land basemap-pref-${String(prefecture?.id ?? '')}`,
    }),
  }).addTo(map);
  L.geoJSON(data.borders, line('basemap-border', { color: '#a9b0bd', weight: 1, dashArray: '4 3' })).addTo(
    map,
  );
  L.geoJSON(data.coastline, line('basemap-coast', { color: '#7d8ba6', weight: 1.2 })).addTo(map);
  L.geoJSON(data.railways, line('basemap-rail', { color: '#8c6f62', weight: 1.5, opacity: 0.85 })).addTo(map);

  const groups = new Map<number, Leaflet.LayerGroup>();
  for (const city of data.cities) {
    const minZoom = cityMinZoom(city.rank);
    let group = groups.get(minZoom);
    if (!group) groups.set(minZoom, (group = L.layerGroup()));
    const name = document.createElement('span');
    name.textContent = lang === 'ja' ? city.ja : city.en;
    // A permanent tooltip, not a marker: the markers (.leaflet-marker-icon) stay the hotels' alone.
    const label = L.tooltip({
      permanent: true,
      direction: 'right',
      offset: [8, 0],
      opacity: 1,
      interactive: false,
      className: 'basemap-city',
      pane: LABEL_PANE,
    })
      .setLatLng([city.lat, city.lng])
      .setContent(name);
    group.addLayer(label);
  }
  const showLabels = () => {
    const zoom = map.getZoom();
    for (const [minZoom, group] of groups) {
      if (zoom >= minZoom) group.addTo(map);
      else group.remove();
    }
  };
  map.on('zoomend', showLabels);
  map.whenReady(showLabels);
  map.attributionControl.addAttribution(attribution);
}
