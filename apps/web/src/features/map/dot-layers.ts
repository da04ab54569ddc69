import type * as maplibregl from 'maplibre-gl';
import type { MapDot } from './map-types';

/**
 * Zoom from which the dots show: a field's trees, some metres apart, are read when zoomed into the field; at 14 (a farm
 * of two 400 m blocks on a 390 px phone) they merge into a field of colour that still shows where the sick palms are.
 */
export const DOTS_MIN_ZOOM = 14;

/**
 * Many small coloured points (a tree field's palms on the farm map) as one GeoJSON source and one circle layer: drawn
 * by MapLibre on the GPU, never one DOM node per point, hidden below DOTS_MIN_ZOOM. Added once, on load.
 */
export function addDotLayers(map: maplibregl.Map): void {
  map.addSource('dots', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: 'dots',
    type: 'circle',
    source: 'dots',
    minzoom: DOTS_MIN_ZOOM,
    paint: {
      'circle-radius': ['interpolate', ['exponential', 2], ['zoom'], 14, 1, 15, 1.5, 18, 5, 21, 24],
      'circle-color': ['get', 'color'],
      'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 18, 0, 20, 1],
      'circle-stroke-color': '#ffffff',
    },
  });
}

/** The GeoJSON of the dots. */
export function dotFeatures(dots: readonly MapDot[]) {
  return {
    type: 'FeatureCollection' as const,
    features: dots.map((d) => ({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [d.lng, d.lat] }, properties: { color: d.color } })),
  };
}
