import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssetRecord, BoundaryGeometry } from '@rayyan/contracts';
import { LazyGeoMap } from '../map/lazy-geo-map';
import { tileConfigFromEnv } from '../map/map-config';
import { LayerSwitcher } from '../map/map-controls';
import { SHAPE_COLORS, type MapMarker, type MapShape } from '../map/map-types';
import { useMapLayer } from '../map/use-map-layer';
import { useFormat } from '../../app/i18n/format';
import { useAssetFarms, useAssetNetwork, useFarmFields } from './assets-api';
import { AssetDetails } from './asset-details';
import { ASSET_COLORS, flowLines } from './flow-tree';

const tiles = tileConfigFromEnv();

/**
 * A farm's network: its assets on the map over the farm and field borders (pipes as lines, the rest as points) and the
 * flow from each source down to the fields, both clickable; the chosen element's details beside them.
 */
export function AssetNetwork({ farmId, onFarm }: { farmId: string | null; onFarm: (id: string | null) => void }) {
  const { t } = useTranslation('assets');
  const format = useFormat();
  const farms = useAssetFarms();
  const fields = useFarmFields(farmId);
  const network = useAssetNetwork(farmId);
  const [layer, setLayer] = useMapLayer();
  const [selected, setSelected] = useState<string | null>(null);
  const assets = useMemo(() => network.data?.assets ?? [], [network.data]);
  const farm = farms.farms.find((f) => f.id === farmId) ?? null;
  const fieldName = new Map(fields.all.map((f) => [f.id, `${f.code} · ${f.name}`]));

  const shapes = useMemo<MapShape[]>(
    () => [
      ...(farm ? [{ id: farm.id, kind: 'reference' as const, color: SHAPE_COLORS.reference, geometry: farm.geometry as BoundaryGeometry }] : []),
      ...fields.all.map((f) => ({ id: f.id, kind: f.kind === 'crop' ? ('crop_field' as const) : ('field' as const), color: f.kind === 'crop' ? SHAPE_COLORS.crop_field : SHAPE_COLORS.field, geometry: f.geometry })),
    ],
    [farm, fields.all],
  );
  const markers = useMemo<MapMarker[]>(
    () => assets.filter((a) => a.geometry).map((a) => ({ id: a.id, color: ASSET_COLORS[a.type], geometry: a.geometry!, selected: a.id === selected })),
    [assets, selected],
  );
  const lines = useMemo(() => flowLines(assets), [assets]);
  const chosen = assets.find((a) => a.id === selected) ?? null;
  const served = (a: AssetRecord) => [...a.crop_field_ids, ...a.tree_field_ids].map((id) => fieldName.get(id) ?? '').filter(Boolean);

  return (
    <Stack gap="md" data-testid="asset-network">
      <Group align="flex-end" wrap="wrap">
        <Select label={t('network.choose_farm')} data={farms.options} value={farmId} onChange={(v) => { setSelected(null); onFarm(v); }} searchable w={320} maw="100%" data-testid="asset-network-farm" />
        <LayerSwitcher value={layer} onChange={setLayer} />
      </Group>
      {!farmId && <Text c="dimmed">{t('network.no_farm')}</Text>}
      {farmId && network.isPending && <Loader size="sm" aria-label={t('network.loading')} />}
      {farmId && network.data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Stack gap="xs">
            <LazyGeoMap
              shapes={shapes}
              markers={markers}
              layer={layer}
              tiles={tiles}
              focus={farm ? { key: farm.id, geometries: [farm.geometry as BoundaryGeometry] } : null}
              onShapeClick={(id) => setSelected(assets.some((a) => a.id === id) ? id : null)}
              label={t('network.map_label')}
              testId="asset-network-map"
              height={420}
            />
            {chosen && <AssetDetails asset={chosen} served={served(chosen)} onClose={() => setSelected(null)} />}
          </Stack>
          <Paper withBorder p="md">
            <Title order={3} size="h5">{t('network.flow_title')}</Title>
            <Text size="sm" c="dimmed" mb="sm">{t('network.flow_intro')}</Text>
            {lines.length === 0 && <Alert variant="light" data-testid="asset-network-empty">{t('network.empty')}</Alert>}
            <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="asset-flow">
              {lines.map(({ asset, depth }) => (
                <Box component="li" key={asset.id} style={{ paddingInlineStart: depth * 18 }}>
                  <UnstyledButton
                    onClick={() => setSelected(asset.id)}
                    aria-label={t('network.open', { name: asset.name })}
                    aria-pressed={asset.id === selected}
                    data-testid={`asset-flow-${asset.code}`}
                    p={4}
                    w="100%"
                    style={{ borderRadius: 6, borderInlineStart: `4px solid ${ASSET_COLORS[asset.type]}`, background: asset.id === selected ? 'var(--mantine-color-blue-light)' : undefined }}
                  >
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" fw={600}><bdi>{asset.code}</bdi></Text>
                      <Text size="sm"><bdi>{asset.name}</bdi></Text>
                      <Badge size="xs" variant="light" color="gray">{t(`types.${asset.type}`)}</Badge>
                      {asset.state !== 'working' && <Badge size="xs" variant="light" color={asset.state === 'out_of_service' ? 'red' : 'orange'}>{t(`states.${asset.state}`)}</Badge>}
                    </Group>
                    {served(asset).length > 0 && <Text size="xs" c="dimmed">{t('network.waters', { fields: format.list().format(served(asset)) })}</Text>}
                  </UnstyledButton>
                </Box>
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}
