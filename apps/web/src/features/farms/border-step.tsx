import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Divider, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoundaryGeometry, GeometryPreview } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { parseBorderFile } from '../map/geo-api';
import { LazyGeoMap } from '../map/lazy-geo-map';
import { tileConfigFromEnv } from '../map/map-config';
import { formatArea } from '../map/area';
import { SHAPE_COLORS, type DrawnShape, type MapShape } from '../map/map-types';
import { useMapLayer } from '../map/use-map-layer';
import { LayerSwitcher } from '../map/map-controls';
import { useFormat } from '../../app/i18n/format';

const tiles = tileConfigFromEnv();

export interface BorderChoice {
  geometry: BoundaryGeometry | null;
  pivot: DrawnShape['pivot'];
  name?: string | null;
}

/**
 * Step 1 of the farm and field wizards: draw the border with terra-draw (polygon by default, circle for
 * pivots, edit corners, clear) or upload a border file and pick one of its shapes.
 */
export function BorderStep({
  onBorder,
  reference,
  allowCircle,
  problem,
  center,
  zoom,
  initial,
  testId,
}: {
  onBorder: (choice: BorderChoice) => void;
  /** Borders shown for orientation (the farm when drawing a field). */
  reference: MapShape[];
  allowCircle?: boolean;
  problem?: [number, number] | null;
  center?: { lat: number; lng: number } | null;
  zoom?: number | null;
  /** The stored border when editing: loaded as the editable shape (terra-draw select mode). */
  initial?: BoundaryGeometry | null;
  testId: string;
}) {
  const { t } = useTranslation('geo');
  const format = useFormat();
  const api = useApi();
  const errorText = useErrorText();
  const [layer, setLayer] = useMapLayer();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<GeometryPreview | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [load, setLoad] = useState<{ key: string; geometry: { type: 'Polygon'; coordinates: number[][][] } } | null>(() =>
    initial?.type === 'Polygon' ? { key: 'initial', geometry: initial } : null,
  );
  const [markedProblem, setMarkedProblem] = useState<[number, number] | null>(null);

  const parse = useMutation({
    mutationFn: (f: File) => parseBorderFile(api, f),
    onSuccess: (result) => {
      setPreview(result);
      setChosen(null);
      setMarkedProblem(result.features.find((f) => f.problem?.location)?.problem?.location ?? null);
    },
  });

  const shapes = useMemo<MapShape[]>(() => {
    const list = [...reference];
    preview?.features.forEach((f, i) => {
      if (i !== chosen) list.push({ id: `preview-${i}`, kind: 'preview', color: f.valid ? SHAPE_COLORS.preview : SHAPE_COLORS.preview_invalid, geometry: f.geometry });
    });
    return list;
  }, [reference, preview, chosen]);

  const focus = useMemo(() => {
    if (preview?.features.length) return { key: `preview-${preview.features.length}-${file?.name}`, geometries: preview.features.map((f) => f.geometry) };
    if (reference.length) return { key: `ref-${reference.map((r) => r.id).join()}`, geometries: reference.map((r) => r.geometry) };
    if (initial) return { key: 'initial', geometries: [initial] };
    return null;
  }, [preview, reference, file, initial]);

  const use = (index: number) => {
    const feature = preview?.features[index];
    if (!feature) return;
    setChosen(index);
    if (feature.geometry.type === 'Polygon') setLoad({ key: `${file?.name}-${index}-${Date.now()}`, geometry: feature.geometry });
    onBorder({ geometry: feature.geometry, pivot: null, name: feature.name });
  };

  return (
    <Stack gap="sm" data-testid={testId}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div style={{ minWidth: 220 }}>
          <LayerSwitcher value={layer} onChange={setLayer} />
        </div>
      </Group>
      <LazyGeoMap
        shapes={shapes}
        layer={layer}
        tiles={tiles}
        center={center ?? undefined}
        zoom={zoom ?? undefined}
        focus={focus}
        problem={problem ?? markedProblem}
        drawing={{ onChange: (shape) => onBorder({ geometry: shape?.geometry ?? null, pivot: shape?.pivot ?? null }), allowCircle, load }}
        label={t('map_label')}
        testId={`${testId}-map`}
        height="min(55vh, 460px)"
      />
      <Divider label={t('or')} labelPosition="center" />
      <Paper withBorder p="sm">
        <FileInput
          label={t('upload_border')}
          description={t('upload_hint')}
          accept=".kml,.kmz,.zip,.geojson,.json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/zip,application/geo+json"
          value={file}
          onChange={(f) => {
            setFile(f);
            setPreview(null);
            if (f) parse.mutate(f);
          }}
          clearable
          data-testid={`${testId}-file`}
        />
        {parse.isPending && <Text size="sm" mt="xs">{t('uploading')}</Text>}
        {parse.isError && (
          <Alert color="red" variant="light" role="alert" mt="xs" data-testid={`${testId}-file-error`}>
            {errorText(parse.error)}
          </Alert>
        )}
        {preview && (
          <Stack gap={6} mt="sm" data-testid={`${testId}-preview`}>
            <Text size="sm" c="dimmed">{t('file_format', { format: preview.format })} · {t('pick_feature')}</Text>
            {preview.features.map((f, i) => {
              const area = formatArea({ areaM2: f.area_m2, areaFeddan: f.area_feddan, areaHectare: f.area_hectare }, format.locale);
              return (
                <Paper key={i} withBorder p="xs" data-testid={`${testId}-preview-${i}`}>
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text size="sm" fw={600} dir="auto">{f.name ?? t('feature_unnamed', { n: i + 1 })}</Text>
                      <Text size="xs">{t('area_m2', { value: area.m2 })} · {t('area_feddan', { value: area.feddan })} · {t('area_hectare', { value: area.hectare })}</Text>
                      {f.problem && (
                        <Text size="xs" c="red" role="alert">
                          {errorText(f.problem.code)}
                        </Text>
                      )}
                    </div>
                    {f.valid ? (
                      <Button size="xs" variant={chosen === i ? 'filled' : 'light'} onClick={() => use(i)} data-testid={`${testId}-use-${i}`}>
                        {t('use_feature')}
                      </Button>
                    ) : (
                      <Badge color="red" variant="light">{t('feature_invalid')}</Badge>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
