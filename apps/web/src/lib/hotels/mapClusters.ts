/**
 * Clustering of the map search's markers with supercluster (spec §2 map view; issue 6 item 4): which
 * clusters and single hotels to draw for the visible bounds and zoom. Loaded together with Leaflet,
 * only when the map is drawn. Pure (tested).
 */
import Supercluster from 'supercluster';
import type { LatLngBounds, PlacedHotel } from './mapData';

export type MapMarker =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'hotel'; hotel: PlacedHotel };

export interface ClusterOptions {
  radius?: number;
  maxZoom?: number;
}

export type HotelClusterIndex = Supercluster<{ index: number }>;

/**
 * Supercluster's radius is in units of a 512-wide tile; Leaflet's tiles are 256 px, so on screen it
 * is half this. 180 keeps markers about 90 px apart: the 84-px price tags and the 40–52-px cluster
 * circles do not overlap, and every marker stays a 24-px touch target (WCAG 2.2 2.5.8; axe's
 * target-size found clusters drawn over each other on a phone with the former 80).
 */
export const CLUSTER_RADIUS = 180;

/** A supercluster index of the placed hotels (properties carry the hotel's index). */
export function createClusterIndex(
  placed: readonly PlacedHotel[],
  options: ClusterOptions = {},
): HotelClusterIndex {
  const index = new Supercluster<{ index: number }>({
    radius: options.radius ?? CLUSTER_RADIUS,
    maxZoom: options.maxZoom ?? 16,
  });
  index.load(
    placed.map((hotel, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [hotel.lng, hotel.lat] },
    })),
  );
  return index;
}

/** The markers to draw for the visible bounds at a zoom: clusters and single hotels. */
export function markersIn(
  index: HotelClusterIndex,
  placed: readonly PlacedHotel[],
  bounds: LatLngBounds,
  zoom: number,
): MapMarker[] {
  const [[south, west], [north, east]] = bounds;
  const bbox: [number, number, number, number] = [
    Math.max(-180, west),
    Math.max(-85, south),
    Math.min(180, east),
    Math.min(85, north),
  ];
  return index.getClusters(bbox, Math.round(zoom)).flatMap((feature): MapMarker[] => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties as {
      cluster?: boolean;
      cluster_id?: number;
      point_count?: number;
      index?: number;
    };
    if (props.cluster && typeof props.cluster_id === 'number') {
      return [{ kind: 'cluster', id: props.cluster_id, lat, lng, count: props.point_count ?? 0 }];
    }
    const hotel = typeof props.index === 'number' ? placed[props.index] : undefined;
    return hotel ? [{ kind: 'hotel', hotel }] : [];
  });
}

/** The zoom at which a cluster falls apart (to zoom in on click). */
export function clusterExpansionZoom(index: HotelClusterIndex, clusterId: number): number {
  return index.getClusterExpansionZoom(clusterId);
}
