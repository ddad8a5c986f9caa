/**
 * Spec §2 map view (top {count} results; 'could not get the position of the facility'); issue 6
 * item 4: clustering and the list of hotels without a position, independent of the tile layer.
 */
import { describe, expect, it } from 'vitest';
import { clusterExpansionZoom, createClusterIndex, markersIn } from './mapClusters';
import {
  DEFAULT_MAP_COUNT,
  boundsOf,
  hasPosition,
  mapCount,
  splitByPosition,
  type MapHotel,
} from './mapData';

const hotel = (id: string, lat: number | null, lng: number | null): MapHotel => ({
  hotelId: id,
  name: `H${id}`,
  href: `/hotel/${id}`,
  lat,
  lng,
  priceText: '10,000円',
  areaText: '',
  hotelType: '',
  imageSrc: null,
  imageAlt: '',
  score: null,
});

// Three hotels in Hakone (close together), one in Kyoto, two without a usable position.
const hotels = [
  hotel('1', 35.233, 139.106),
  hotel('2', 35.234, 139.107),
  hotel('3', 35.235, 139.105),
  hotel('4', 35.0116, 135.7681),
  hotel('5', null, null),
  hotel('6', 0, 0),
];

describe('map count', () => {
  it('defaults to 50 and accepts 1–100', () => {
    expect(mapCount(undefined)).toBe(DEFAULT_MAP_COUNT);
    expect(mapCount('20')).toBe(20);
    expect(mapCount(['5', '9'])).toBe(5);
    expect(mapCount('0')).toBe(50);
    expect(mapCount('101')).toBe(50);
    expect(mapCount('abc')).toBe(50);
  });
});

describe('positions', () => {
  it('lists hotels without a usable position apart, keeping the order', () => {
    const { placed, unplaced } = splitByPosition(hotels);
    expect(placed.map((h) => h.hotelId)).toEqual(['1', '2', '3', '4']);
    expect(unplaced.map((h) => h.hotelId)).toEqual(['5', '6']);
  });

  it('refuses positions off the globe or not numbers', () => {
    expect(hasPosition({ lat: 91, lng: 0 })).toBe(false);
    expect(hasPosition({ lat: 35, lng: 181 })).toBe(false);
    expect(hasPosition({ lat: Number.NaN, lng: 139 })).toBe(false);
    expect(hasPosition({ lat: 35, lng: null })).toBe(false);
    expect(hasPosition({ lat: 35.6, lng: 139.7 })).toBe(true);
  });

  it('fits the placed hotels, or nothing', () => {
    const { placed } = splitByPosition(hotels);
    expect(boundsOf(placed)).toEqual([
      [35.0116, 135.7681],
      [35.235, 139.107],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});

describe('clusters', () => {
  const { placed } = splitByPosition(hotels);
  const index = createClusterIndex(placed);
  const japan: [[number, number], [number, number]] = [
    [24, 122],
    [46, 146],
  ];

  it('groups the nearby hotels when zoomed out and shows the lone one as a hotel', () => {
    const markers = markersIn(index, placed, japan, 6);
    const cluster = markers.find((m) => m.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(
      markers.filter((m) => m.kind === 'hotel').map((m) => (m.kind === 'hotel' ? m.hotel.hotelId : '')),
    ).toEqual(['4']);
    if (cluster?.kind === 'cluster') expect(clusterExpansionZoom(index, cluster.id)).toBeGreaterThan(6);
  });

  it('shows every hotel when zoomed in', () => {
    const markers = markersIn(index, placed, japan, 17);
    expect(markers.every((m) => m.kind === 'hotel')).toBe(true);
    expect(markers).toHaveLength(4);
  });

  it('draws only what is in view', () => {
    const kyoto: [[number, number], [number, number]] = [
      [34.9, 135.6],
      [35.1, 135.9],
    ];
    const markers = markersIn(index, placed, kyoto, 12);
    expect(markers.map((m) => (m.kind === 'hotel' ? m.hotel.hotelId : 'cluster'))).toEqual(['4']);
  });
});
