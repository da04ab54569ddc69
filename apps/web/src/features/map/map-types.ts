import type { BoundaryGeometry, MapLayer, Pivot } from '@rayyan/contracts';
import type { TileConfig } from './map-config';

/** A polygon drawn on the map: farm and field borders, file previews, the reference farm. */
export interface MapShape {
  id: string;
  kind: 'farm' | 'field' | 'crop_field' | 'reference' | 'preview';
  color: string;
  geometry: BoundaryGeometry;
  selected?: boolean;
}

/** A point or line drawn over the borders (a farm's assets: pipes as lines, the rest as points); clickable like a shape. */
export interface MapMarker {
  id: string;
  color: string;
  geometry: { type: 'Point'; coordinates: number[] } | { type: 'LineString'; coordinates: number[][] };
  selected?: boolean;
}

/** A point weighted by a value (a trap's catch in a week), or null where there is none (a trap not visited). */
export interface WeightedPoint {
  id: string;
  lng: number;
  lat: number;
  value: number | null;
  color: string;
}

/** Points drawn as graduated circles over a heat map; `top` is the value drawn at full size and heat. */
export interface WeightedPoints {
  points: WeightedPoint[];
  top: number;
  selected?: string | null;
}

/** A small coloured point (a palm of a tree field), shown only when zoomed in. */
export interface MapDot {
  lng: number;
  lat: number;
  color: string;
}

/** The border drawn with terra-draw; a circle (center pivot) also gives its center and radius. */
export interface DrawnShape {
  geometry: { type: 'Polygon'; coordinates: number[][][] };
  tool: 'polygon' | 'circle';
  pivot: Pivot | null;
}

export interface GeoMapProps {
  shapes: MapShape[];
  layer: MapLayer;
  tiles: TileConfig;
  center?: { lat: number; lng: number };
  zoom?: number;
  /** Fit the camera to these borders whenever `key` changes. */
  focus?: { key: string; geometries: BoundaryGeometry[]; animate?: boolean } | null;
  onShapeClick?: (id: string) => void;
  /** Points and lines over the borders; a click on one calls `onShapeClick` with its id. */
  markers?: MapMarker[];
  /** Graduated points with a heat map under them (the traps' catch map); a click on one calls `onShapeClick` with its id. */
  weighted?: WeightedPoints;
  /** Small points drawn from zoom 14 on (a tree field's palms, coloured by health); not clickable. */
  dots?: MapDot[];
  /** [lon, lat] of a geometry problem to mark (self-intersection…). */
  problem?: [number, number] | null;
  drawing?: {
    onChange: (shape: DrawnShape | null) => void;
    allowCircle?: boolean;
    /** A polygon (e.g. chosen from an uploaded file) to load as the editable border when `key` changes. */
    load?: { key: string; geometry: { type: 'Polygon'; coordinates: number[][][] } } | null;
  };
  label: string;
  testId: string;
  height?: number | string;
}

/** Fill colours by farming type, field kind and season state (legend and polygons). */
export const SHAPE_COLORS = {
  tree: '#2b8a3e',
  crop: '#e8590c',
  field: '#1971c2',
  crop_field: '#9c36b5',
  ended: '#868e96',
  reference: '#495057',
  preview: '#f59f00',
  preview_invalid: '#e03131',
} as const;
