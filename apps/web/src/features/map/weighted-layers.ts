import type * as maplibregl from 'maplibre-gl';
import type { WeightedPoints } from './map-types';

/** Radius (px) of a graduated point at 0 and at the scale's top value (and over it); a point without a value is a small ring. */
export const GRADUATED_RADIUS = { min: 5, max: 22, none: 4 } as const;

/**
 * The weighted points' source and layers (issue #16's catch map): a heat map of the values under graduated circles
 * sized and coloured by value, so hot spots read at country zoom and single traps when zoomed in. Added once, on load.
 */
export function addWeightedLayers(map: maplibregl.Map): void {
  map.addSource('weighted', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: 'weighted-heat',
    type: 'heatmap',
    source: 'weighted',
    filter: ['all', ['has', 'value'], ['>', ['get', 'value'], 0]],
    paint: {
      'heatmap-weight': ['min', 1, ['/', ['get', 'value'], ['get', 'top']]],
      'heatmap-radius': ['interpolate', ['linear'], ['zoom'], 5, 18, 12, 40],
      'heatmap-opacity': 0.7,
      'heatmap-color': ['interpolate', ['linear'], ['heatmap-density'], 0, 'rgba(255,255,178,0)', 0.25, '#fecc5c', 0.5, '#fd8d3c', 0.75, '#f03b20', 1, '#bd0026'],
    },
  });
  map.addLayer({
    id: 'weighted-dot',
    type: 'circle',
    source: 'weighted',
    paint: {
      'circle-radius': [
        'case',
        ['has', 'value'],
        ['interpolate', ['linear'], ['min', 1, ['/', ['get', 'value'], ['get', 'top']]], 0, GRADUATED_RADIUS.min, 1, GRADUATED_RADIUS.max],
        GRADUATED_RADIUS.none,
      ],
      'circle-color': ['get', 'color'],
      'circle-opacity': ['case', ['has', 'value'], 0.85, 0],
      'circle-stroke-width': ['case', ['get', 'selected'], 3, 1.5],
      'circle-stroke-color': ['case', ['has', 'value'], '#ffffff', ['get', 'color']],
    },
  });
}

/** The GeoJSON of the weighted points: each carries the scale's top value so the layers' expressions need no update. */
export function weightedFeatures({ points, top, selected }: WeightedPoints) {
  return {
    type: 'FeatureCollection' as const,
    features: points.map((p) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
      // A point without a value (a trap not visited that week) has no `value` property: the layers draw it as a ring.
      properties: { id: p.id, color: p.color, top: Math.max(1, top), selected: p.id === selected, ...(p.value === null ? {} : { value: p.value }) },
    })),
  };
}
