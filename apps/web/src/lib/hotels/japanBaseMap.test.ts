/**
 * Issue 16 item 7: the map search's base map of Japan. Known places fall inside their own prefecture
 * in the projection the map draws with (Leaflet's default CRS, EPSG:3857 spherical Mercator, the
 * same for the base map and the markers), the sea is in none, and the extract stays small.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { cityMinZoom, japanBaseMap } from './japanBaseMap';

/** L.Projection.SphericalMercator (EPSG:3857), as Leaflet projects every layer and marker. */
function project(lat: number, lng: number): [number, number] {
  const R = 6378137;
  const d = Math.PI / 180;
  const max = 85.0511287798;
  const φ = Math.max(Math.min(max, lat), -max) * d;
  return [R * lng * d, R * Math.log(Math.tan(Math.PI / 4 + φ / 2))];
}

/** Even–odd rule over every ring (outer rings and holes) of a polygon set, in projected space. */
function inRings(point: [number, number], rings: Position[][]): boolean {
  const [x, y] = point;
  let inside = false;
  for (const ring of rings) {
    const p = ring.map(([lng, lat]) => project(lat!, lng!));
    for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
      const [xi, yi] = p[i]!;
      const [xj, yj] = p[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

const map = japanBaseMap();

/** The prefectures (Japanese names) whose drawn shape contains the point. */
function prefecturesAt(lat: number, lng: number): string[] {
  const point = project(lat, lng);
  return map.prefectures.features
    .filter((f) => {
      const g = f.geometry;
      const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
      return polygons.some((rings) => inRings(point, rings));
    })
    .map((f) => f.properties.ja);
}

describe('the base map of Japan', () => {
  it('has the 47 prefectures with their JIS codes and names in both languages', () => {
    expect(map.prefectures.features).toHaveLength(47);
    const tokyo = map.prefectures.features.find((f) => f.id === '13');
    expect(tokyo?.properties).toEqual({ ja: '東京都', en: 'Tokyo' });
    expect(map.prefectures.features.find((f) => f.id === '47')?.properties.ja).toBe('沖縄県');
  });

  it.each([
    ['Tokyo (Tokyo Station)', 35.6812, 139.7671, '東京都'],
    ['Sapporo (Odori)', 43.0606, 141.3545, '北海道'],
    ['Naha (Kokusai-dori)', 26.2155, 127.6853, '沖縄県'],
    ['Kyoto (Kyoto Station)', 34.9858, 135.7588, '京都府'],
    ['Hakone (Yumoto)', 35.2329, 139.1066, '神奈川県'],
  ])('puts a marker at %s inside its own prefecture only', (_place, lat, lng, prefecture) => {
    expect(prefecturesAt(lat, lng)).toEqual([prefecture]);
  });

  it('leaves the sea off the land', () => {
    expect(prefecturesAt(34.0, 141.5)).toEqual([]); // the Pacific east of the Boso peninsula
    expect(prefecturesAt(39.5, 136.5)).toEqual([]); // the Sea of Japan
    expect(prefecturesAt(35.5, 139.8)).toEqual([]); // Tokyo Bay
  });

  it('labels major cities on land, in Japanese and English, the largest from the widest zoom', () => {
    expect(map.cities.length).toBeGreaterThanOrEqual(40);
    for (const city of map.cities) {
      expect(prefecturesAt(city.lat, city.lng), `${city.en}`).toHaveLength(1);
      expect(city.ja).toMatch(/^[\p{Script=Han}\p{Script=Hiragana}]+$/u);
      expect(city.en).toMatch(/^[A-Z][a-z]+$/);
    }
    const byName = new Map(map.cities.map((c) => [c.en, c]));
    for (const name of ['Tokyo', 'Osaka', 'Sapporo', 'Fukuoka']) {
      expect(cityMinZoom(byName.get(name)!.rank), name).toBeLessThanOrEqual(5);
    }
    expect(cityMinZoom(byName.get('Naha')!.rank)).toBeGreaterThan(5);
  });

  it('draws the coastline, the prefecture borders and the railway lines as separate lines', () => {
    for (const lines of [map.coastline, map.borders, map.railways]) {
      expect(lines.coordinates.length).toBeGreaterThan(40);
    }
    // A border runs between Tokyo and Kanagawa (the Tama river): on land, not along the coast.
    const nearTama = map.borders.coordinates.some((line) =>
      line.some(([lng, lat]) => Math.abs(lat! - 35.55) < 0.05 && Math.abs(lng! - 139.65) < 0.1),
    );
    expect(nearTama).toBe(true);
  });

  it('stays a small extract (the map search loads it with the map)', () => {
    const file = fileURLToPath(new URL('./japanBaseMap.json', import.meta.url));
    expect(statSync(file).size).toBeLessThan(300 * 1024);
  });
});
