import { useState } from 'react';
import { Alert, Box, Button, CloseButton, Group, Paper, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAP_LAYERS, type MapLayer } from '@rayyan/contracts';
import { useAlerts } from '../../app/alerts/use-alerts';
import { formatArea } from './area';
import { SHAPE_COLORS } from './map-types';
import { useFormat } from '../../app/i18n/format';

/** Street / satellite switch (spec 4: default street, remembered in the `mapLayer` cookie). */
export function LayerSwitcher({ value, onChange }: { value: MapLayer; onChange: (layer: MapLayer) => void }) {
  const { t } = useTranslation('geo');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id="map-layer-label">{t('layers')}</Text>
      <SegmentedControl
        aria-labelledby="map-layer-label"
        value={value}
        onChange={(v) => onChange(v as MapLayer)}
        data={MAP_LAYERS.map((l) => ({ value: l, label: t(`layer_${l}`) }))}
        data-testid="map-layer-switch"
        fullWidth
      />
    </Stack>
  );
}

export const LEGEND_ENTRIES = ['All', 'tree', 'crop', 'field', 'crop_field'] as const;
export type LegendEntry = (typeof LEGEND_ENTRIES)[number];
const LEGEND_LABEL: Record<LegendEntry, string> = { All: 'legend_all', tree: 'legend_tree', crop: 'legend_crop', field: 'legend_tree_field', crop_field: 'legend_crop_field' };

/** Legend that also filters the map: All (default), farms by type, fields by kind. */
export function Legend({ value, onChange }: { value: LegendEntry; onChange: (entry: LegendEntry) => void }) {
  const { t } = useTranslation('geo');
  return (
    <Radio.Group label={t('legend')} value={value} onChange={(v) => onChange(v as LegendEntry)} data-testid="map-legend">
      <Stack gap={6} mt={6}>
        {LEGEND_ENTRIES.map((entry) => (
          <Radio
            key={entry}
            value={entry}
            data-testid={`map-legend-${entry}`}
            label={
              <Group gap={6} wrap="nowrap">
                {entry !== 'All' && <Box w={14} h={14} style={{ background: SHAPE_COLORS[entry], borderRadius: 3 }} aria-hidden />}
                <span>{t(LEGEND_LABEL[entry])}</span>
              </Group>
            }
          />
        ))}
        <Group gap={6} wrap="nowrap" ms={28}>
          <Box w={14} h={14} style={{ background: SHAPE_COLORS.ended, borderRadius: 3 }} aria-hidden />
          <Text size="sm">{t('legend_ended')}</Text>
        </Group>
      </Stack>
    </Radio.Group>
  );
}

export interface ShapeDetails {
  id: string;
  kind: 'farm' | 'field' | 'crop_field';
  name: string;
  code: string;
  area_m2: number;
  area_feddan: number;
  area_hectare: number;
  link?: string;
}

/** Panel of the clicked polygon: name, code and its area in m², feddan and hectare. */
export function DetailsPanel({ details, onClose }: { details: ShapeDetails; onClose: () => void }) {
  const { t } = useTranslation('geo');
  const area = formatArea({ areaM2: details.area_m2, areaFeddan: details.area_feddan, areaHectare: details.area_hectare }, useFormat().locale);
  return (
    <Paper withBorder p="sm" shadow="sm" data-testid="map-details" role="region" aria-label={t('details')}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="xs" c="dimmed">{t(`kind_${details.kind}`)}</Text>
          <Title order={3} size="h5" dir="auto" data-testid="map-details-name">{details.name}</Title>
          <Text size="sm" dir="auto" data-testid="map-details-code">{details.code}</Text>
        </div>
        <CloseButton aria-label={t('close_details')} onClick={onClose} data-testid="map-details-close" />
      </Group>
      <Stack gap={2} mt="xs">
        <Text size="sm" fw={600}>{t('area')}</Text>
        <Text size="sm" data-testid="map-details-m2">{t('area_m2', { value: area.m2 })}</Text>
        <Text size="sm" data-testid="map-details-feddan">{t('area_feddan', { value: area.feddan })}</Text>
        <Text size="sm" data-testid="map-details-hectare">{t('area_hectare', { value: area.hectare })}</Text>
      </Stack>
      {details.link && (
        <Button component={Link} to={details.link} size="xs" variant="light" mt="sm" data-testid="map-details-open">
          {t('open_farm')}
        </Button>
      )}
    </Paper>
  );
}

type Position = { lat: number; lng: number };

/** Map picker (spec 2): the user's location with a "copy latitude, longitude" button. */
export function LocationPicker({ geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined }: { geolocation?: Geolocation }) {
  const { t } = useTranslation('geo');
  const format = useFormat();
  const { add } = useAlerts();
  const [position, setPosition] = useState<Position | null>(null);
  const [state, setState] = useState<'idle' | 'locating' | 'denied' | 'unavailable'>('idle');
  const locate = () => {
    if (!geolocation) {
      setState('unavailable');
      return;
    }
    setState('locating');
    geolocation.getCurrentPosition(
      (p) => {
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude });
        setState('idle');
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };
  const text = position ? `${position.lat.toFixed(6)}, ${position.lng.toFixed(6)}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard refused (insecure page): the coordinates stay visible to copy by hand.
    }
    add({ id: 'location-copied', message: t('location_copied') });
  };
  const nf = format.number({ minimumFractionDigits: 6, maximumFractionDigits: 6 });
  return (
    <Stack gap={6} data-testid="location-picker">
      <Text size="sm" fw={600}>{t('my_location')}</Text>
      <Button size="xs" variant="default" onClick={locate} loading={state === 'locating'} data-testid="location-locate">
        {t('locate')}
      </Button>
      {state === 'denied' && <Alert color="yellow" variant="light" p="xs" role="alert" data-testid="location-denied">{t('location_denied')}</Alert>}
      {state === 'unavailable' && <Alert color="yellow" variant="light" p="xs" role="alert" data-testid="location-unavailable">{t('location_unavailable')}</Alert>}
      {position && (
        <>
          <Text size="sm" data-testid="location-value">
            {t('latitude')}: {nf.format(position.lat)} · {t('longitude')}: {nf.format(position.lng)}
          </Text>
          <Button size="xs" variant="light" onClick={() => void copy()} data-testid="location-copy">
            {t('copy_location')}
          </Button>
        </>
      )}
    </Stack>
  );
}
