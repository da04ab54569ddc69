import { useEffect, useEffectEvent, useRef, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { TerraDraw, TerraDrawCircleMode, TerraDrawPolygonMode, TerraDrawSelectMode, type GeoJSONStoreFeatures } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { Alert, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAP_DEFAULT_DRAW_MODE, MAP_DEFAULT_ZOOM, MAP_LAYERS, type BoundaryGeometry } from '@rayyan/contracts';
import { backgroundFor, baseStyle } from './map-config';
import { areaOf, boundsOf, centerOf, circleOf, formatArea } from './area';
import type { DrawnShape, GeoMapProps } from './map-types';
import { addWeightedLayers, weightedFeatures } from './weighted-layers';
import { addDotLayers, dotFeatures } from './dot-layers';
import { useFormat } from '../../app/i18n/format';

// The map (MapLibre GL) and the drawing tools (terra-draw): its own lazy chunk, never in the main entry.
maplibregl.setWorkerUrl(workerUrl);

type Tool = 'polygon' | 'circle' | 'select';
const DRAWN_MODES = new Set(['polygon', 'circle']);

/** Drawn borders in the terra-draw store (guidance points and half-drawn shapes left out unless asked). */
function drawnFeatures(draw: TerraDraw, includeDrawing = false): GeoJSONStoreFeatures[] {
  return draw
    .getSnapshot()
    .filter((f) => DRAWN_MODES.has(String(f.properties.mode)) && f.geometry.type === 'Polygon' && (includeDrawing || !f.properties.currentlyDrawing));
}

function shapeFrom(feature: GeoJSONStoreFeatures): DrawnShape {
  const geometry = feature.geometry as { type: 'Polygon'; coordinates: number[][][] };
  if (feature.properties.mode === 'circle') {
    const { center, radiusM } = circleOf(geometry.coordinates[0]!);
    return { geometry, tool: 'circle', pivot: { center, radius_m: Math.round(radiusM * 10) / 10 } };
  }
  return { geometry, tool: 'polygon', pivot: null };
}

/** MapLibre map with farm/field polygons, an optional problem marker and optional terra-draw drawing. */
export default function GeoMap({ shapes, markers, weighted, dots, layer, tiles, center, zoom, focus, onShapeClick, problem, drawing, label, testId, height = 480 }: GeoMapProps) {
  const { t } = useTranslation('geo');
  const format = useFormat();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  // The base map's tiles could not be fetched (offline, blocked): the shapes stay on the plain background, and it says so.
  const [tilesUnreachable, setTilesUnreachable] = useState(false);
  const [tool, setTool] = useState<Tool>(MAP_DEFAULT_DRAW_MODE);
  const [live, setLive] = useState<DrawnShape | null>(null);
  const [drawnCount, setDrawnCount] = useState(0);
  const drawingEnabled = !!drawing;
  const hasTiles = !!tiles[layer];

  const clickShape = useEffectEvent((id: string) => onShapeClick?.(id));
  const report = useEffectEvent((shape: DrawnShape | null) => drawing?.onChange(shape));

  useEffect(() => {
    if (!container.current) return;
    let map: maplibregl.Map;
    try {
      map = new maplibregl.Map({
        container: container.current,
        style: baseStyle(layer, tiles) as maplibregl.StyleSpecification,
        center: center ? [center.lng, center.lat] : [30.8, 26.8],
        zoom: zoom ?? MAP_DEFAULT_ZOOM,
        attributionControl: hasTiles ? { compact: true } : false,
        dragRotate: false,
      });
    } catch {
      setFailed(true);
      return;
    }
    mapRef.current = map;
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    // Unreachable tiles are expected offline: the plain background stays and the geometry is still drawn.
    let tileArrived = false;
    map.on('error', (event) => {
      if (!tileArrived && String((event as { sourceId?: string }).sourceId ?? '').startsWith('tiles-')) setTilesUnreachable(true);
    });
    map.on('sourcedata', (event) => {
      if (String(event.sourceId ?? '').startsWith('tiles-') && event.tile) {
        tileArrived = true;
        setTilesUnreachable(false);
      }
    });
    map.on('load', () => {
      map.addSource('shapes', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      map.addLayer({ id: 'shapes-fill', type: 'fill', source: 'shapes', filter: ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false], paint: { 'fill-color': ['get', 'color'], 'fill-opacity': ['case', ['get', 'selected'], 0.55, 0.3] } });
      map.addLayer({ id: 'shapes-line', type: 'line', source: 'shapes', filter: ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false], paint: { 'line-color': ['get', 'color'], 'line-width': ['case', ['get', 'selected'], 3.5, 2] } });
      // Farms are small at country zoom: a dot at each farm's center keeps them visible and clickable.
      map.addLayer({ id: 'shapes-dot', type: 'circle', source: 'shapes', maxzoom: 11, filter: ['==', ['geometry-type'], 'Point'], paint: { 'circle-radius': ['case', ['get', 'selected'], 9, 7], 'circle-color': ['get', 'color'], 'circle-stroke-width': 2, 'circle-stroke-color': '#ffffff' } });
      map.addSource('markers', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      map.addLayer({ id: 'markers-line', type: 'line', source: 'markers', filter: ['==', ['geometry-type'], 'LineString'], layout: { 'line-cap': 'round' }, paint: { 'line-color': ['get', 'color'], 'line-width': ['case', ['get', 'selected'], 7, 4] } });
      map.addLayer({ id: 'markers-dot', type: 'circle', source: 'markers', filter: ['==', ['geometry-type'], 'Point'], paint: { 'circle-radius': ['case', ['get', 'selected'], 9, 6], 'circle-color': ['get', 'color'], 'circle-stroke-width': 2, 'circle-stroke-color': '#ffffff' } });
      addWeightedLayers(map);
      addDotLayers(map);
      map.addSource('problem', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      map.addLayer({ id: 'problem', type: 'circle', source: 'problem', paint: { 'circle-radius': 9, 'circle-color': '#e03131', 'circle-stroke-width': 3, 'circle-stroke-color': '#ffffff' } });
      for (const layerId of ['weighted-dot', 'markers-dot', 'markers-line', 'shapes-fill', 'shapes-dot']) {
        map.on('click', layerId, (event) => {
          if (drawRef.current) return;
          // A point or line over a border takes the click.
          if (layerId.startsWith('shapes') && map.queryRenderedFeatures(event.point, { layers: ['weighted-dot', 'markers-dot', 'markers-line'] }).length > 0) return;
          const id = event.features?.[0]?.properties?.id;
          if (typeof id === 'string') clickShape(id);
        });
        map.on('mouseenter', layerId, () => (map.getCanvas().style.cursor = drawRef.current ? '' : 'pointer'));
        map.on('mouseleave', layerId, () => (map.getCanvas().style.cursor = ''));
      }
      if (drawingEnabled) {
        const draw = new TerraDraw({
          adapter: new TerraDrawMapLibreGLAdapter({ map }),
          modes: [
            new TerraDrawPolygonMode({ styles: { fillColor: '#2f9e44', outlineColor: '#2b8a3e', outlineWidth: 2, fillOpacity: 0.25 } }),
            new TerraDrawCircleMode({ styles: { fillColor: '#1971c2', outlineColor: '#1864ab', outlineWidth: 2, fillOpacity: 0.25 } }),
            new TerraDrawSelectMode({
              flags: {
                polygon: { feature: { draggable: true, coordinates: { draggable: true, midpoints: true, deletable: true } } },
                circle: { feature: { draggable: true } },
              },
            }),
          ],
        });
        drawRef.current = draw;
        const update = () => {
          const all = drawnFeatures(draw, true);
          const latest = all[all.length - 1];
          setLive(latest && (latest.geometry.coordinates as number[][][])[0]!.length >= 4 ? shapeFrom(latest) : null);
          const done = drawnFeatures(draw);
          setDrawnCount(done.length);
        };
        draw.on('change', (_ids, type) => {
          update();
          if (type === 'update' || type === 'delete') {
            const done = drawnFeatures(draw);
            const last = done[done.length - 1];
            report(last ? shapeFrom(last) : null);
          }
        });
        draw.on('finish', (id, context) => {
          // One border at a time: a new shape replaces the previous one.
          const others = drawnFeatures(draw).filter((f) => f.id !== id).map((f) => f.id!);
          if (others.length) draw.removeFeatures(others);
          const feature = draw.getSnapshotFeature(id);
          if (feature) report(shapeFrom(feature));
          update();
          if (context.action === 'draw') {
            draw.setMode('select');
            setTool('select');
            draw.selectFeature(id);
          }
        });
        draw.start();
        draw.setMode(MAP_DEFAULT_DRAW_MODE);
      }
      setLoaded(true);
    });
    return () => {
      drawRef.current?.stop();
      drawRef.current = null;
      mapRef.current = null;
      setLoaded(false);
      map.remove();
    };
    // The map is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Base layer: switch tile visibility and background without rebuilding the style.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    map.setPaintProperty('background', 'background-color', backgroundFor(layer));
    for (const name of MAP_LAYERS) if (map.getLayer(`tiles-${name}`)) map.setLayoutProperty(`tiles-${name}`, 'visibility', name === layer ? 'visible' : 'none');
  }, [layer, loaded]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const source = map.getSource('shapes') as maplibregl.GeoJSONSource | undefined;
    // Benchmarks and tests read `data-features-rendered` (field borders) once MapLibre is idle with this data.
    const box = container.current;
    box?.removeAttribute('data-features-rendered');
    const fieldCount = shapes.filter((s) => s.kind === 'field' || s.kind === 'crop_field').length;
    const onIdle = () => {
      if (map.isSourceLoaded('shapes')) box?.setAttribute('data-features-rendered', String(fieldCount));
      else map.once('idle', onIdle);
    };
    map.once('idle', onIdle);
    source?.setData({
      type: 'FeatureCollection',
      features: [
        ...shapes.map((s) => ({ type: 'Feature' as const, geometry: s.geometry, properties: { id: s.id, color: s.color, selected: !!s.selected, kind: s.kind } })),
        ...shapes
          .filter((s) => s.kind === 'farm')
          .map((s) => {
            const c = centerOf(s.geometry);
            return { type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [c.lng, c.lat] }, properties: { id: s.id, color: s.color, selected: !!s.selected, kind: s.kind } };
          }),
      ],
    });
    return () => {
      map.off('idle', onIdle);
    };
  }, [shapes, loaded]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const source = map.getSource('markers') as maplibregl.GeoJSONSource | undefined;
    source?.setData({ type: 'FeatureCollection', features: (markers ?? []).map((m) => ({ type: 'Feature' as const, geometry: m.geometry, properties: { id: m.id, color: m.color, selected: !!m.selected } })) });
    container.current?.setAttribute('data-markers', String(markers?.length ?? 0));
  }, [markers, loaded]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    (map.getSource('weighted') as maplibregl.GeoJSONSource | undefined)?.setData(weightedFeatures(weighted ?? { points: [], top: 1 }));
    container.current?.setAttribute('data-weighted', String(weighted?.points.length ?? 0));
  }, [weighted, loaded]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    (map.getSource('dots') as maplibregl.GeoJSONSource | undefined)?.setData(dotFeatures(dots ?? []));
    container.current?.setAttribute('data-dots', String(dots?.length ?? 0));
  }, [dots, loaded]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const source = map.getSource('problem') as maplibregl.GeoJSONSource | undefined;
    source?.setData({ type: 'FeatureCollection', features: problem ? [{ type: 'Feature', geometry: { type: 'Point', coordinates: problem }, properties: {} }] : [] });
    if (problem) map.easeTo({ center: problem, duration: 300 });
  }, [problem, loaded]);

  const focusKey = focus?.key;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !focus || focus.geometries.length === 0) return;
    const [w, s, e, n] = boundsOf(focus.geometries);
    if (!Number.isFinite(w)) return;
    map.fitBounds([[w, s], [e, n]], { padding: 48, maxZoom: 17, duration: focus.animate ? 800 : 0 });
    // Only a new focus key moves the camera (not every re-render with equal geometry).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey, loaded]);

  // A border chosen from an uploaded file becomes the editable drawn shape.
  const loadKey = drawing?.load?.key;
  useEffect(() => {
    const draw = drawRef.current;
    const geometry = drawing?.load?.geometry;
    if (!draw || !loaded || !geometry) return;
    draw.clear();
    const round = (n: number) => Math.round(n * 1e9) / 1e9;
    const id = draw.getFeatureId();
    const result = draw.addFeatures([
      { id, type: 'Feature', geometry: { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map((p) => [round(p[0]!), round(p[1]!)])) }, properties: { mode: 'polygon' } },
    ]);
    if (result[0]?.valid) {
      draw.setMode('select');
      setTool('select');
      draw.selectFeature(id);
    }
    setDrawnCount(drawnFeatures(draw).length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey, loaded]);

  const chooseTool = (next: Tool) => {
    const draw = drawRef.current;
    if (!draw) return;
    draw.setMode(next);
    setTool(next);
    const last = drawnFeatures(draw).at(-1);
    if (next === 'select' && last?.id !== undefined) draw.selectFeature(last.id);
  };

  const clear = () => {
    const draw = drawRef.current;
    if (!draw) return;
    draw.clear();
    draw.setMode(MAP_DEFAULT_DRAW_MODE);
    setTool(MAP_DEFAULT_DRAW_MODE);
    setLive(null);
    setDrawnCount(0);
    drawing?.onChange(null);
  };

  const deleteVertex = () => {
    const draw = drawRef.current;
    const last = draw ? drawnFeatures(draw).at(-1) : undefined;
    if (!draw || !last || last.properties.mode !== 'polygon') return;
    const ring = (last.geometry.coordinates as number[][][])[0]!;
    if (ring.length <= 4) return;
    const next = [...ring.slice(0, -2), ring[0]!];
    draw.updateFeatureGeometry(last.id!, { type: 'Polygon', coordinates: [next] });
    const updated = draw.getSnapshotFeature(last.id!);
    if (updated) {
      setLive(shapeFrom(updated));
      drawing?.onChange(shapeFrom(updated));
    }
  };

  const area = live ? formatArea(areaOf(live.geometry as BoundaryGeometry), format.locale) : null;
  const hint = tool === 'polygon' ? t('draw_hint_polygon') : tool === 'circle' ? t('draw_hint_circle') : t('draw_hint_select');

  if (failed) {
    return (
      <Alert color="yellow" variant="light" role="alert" data-testid={`${testId}-failed`}>
        {t('map_failed')}
      </Alert>
    );
  }

  return (
    <Stack gap="xs">
      {drawing && (
        <Paper withBorder p="xs" data-testid="draw-toolbar" role="toolbar" aria-label={t('draw_tools')}>
          <Group gap="xs" wrap="wrap">
            {(['polygon', ...(drawing.allowCircle ? (['circle'] as const) : []), 'select'] as Tool[]).map((name) => (
              <Button key={name} size="xs" variant={tool === name ? 'filled' : 'default'} aria-pressed={tool === name} onClick={() => chooseTool(name)} disabled={!loaded} data-testid={`draw-tool-${name}`}>
                {t(`tool_${name}`)}
              </Button>
            ))}
            <Button size="xs" variant="default" onClick={deleteVertex} disabled={!loaded || live?.tool !== 'polygon' || drawnCount === 0} data-testid="draw-delete-vertex">
              {t('delete_vertex')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={clear} disabled={!loaded} data-testid="draw-clear">
              {t('clear')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>{hint}</Text>
          <Text size="sm" mt={4} aria-live="polite" data-testid="draw-area">
            {area ? (
              <>
                {t('area_live')}: <span data-testid="draw-area-m2">{t('area_m2', { value: area.m2 })}</span> · <span data-testid="draw-area-feddan">{t('area_feddan', { value: area.feddan })}</span> ·{' '}
                <span data-testid="draw-area-hectare">{t('area_hectare', { value: area.hectare })}</span>
                {live?.pivot && <> · <span data-testid="draw-radius">{t('radius_m', { value: format.number({ maximumFractionDigits: 1 }).format(live.pivot.radius_m) })}</span></>}
              </>
            ) : (
              t('nothing_drawn')
            )}
          </Text>
        </Paper>
      )}
      <Box pos="relative">
        <div
          ref={container}
          role="region"
          aria-label={label}
          data-testid={testId}
          data-loaded={loaded ? 'true' : 'false'}
          dir="ltr"
          style={{ height, width: '100%', borderRadius: 8, overflow: 'hidden', background: backgroundFor(layer) }}
        />
        {(!hasTiles || tilesUnreachable) && loaded && (
          <Text size="xs" c="dimmed" pos="absolute" bottom={6} style={{ insetInlineStart: 8, background: 'rgba(255,255,255,0.8)', padding: '2px 6px', borderRadius: 4 }} data-testid={`${testId}-no-tiles`}>
            {t(hasTiles ? 'tiles_unreachable' : 'no_tiles')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
