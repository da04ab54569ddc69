import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/permissions/use-can';
import { useContentNamespaces } from '../../shared/use-content-namespaces';
import { useAssetNetwork } from './assets-api';
import { ASSET_COLORS, wateringChain } from './flow-tree';

/** On a field's page: the valves or pivot that water it, each with its path from the source, linked to the farm's network. */
function FieldAssetsPanel({ farmId, fieldId }: { farmId: string; fieldId: string }) {
  const { t, i18n } = useTranslation('assets');
  const network = useAssetNetwork(farmId);
  const chains = wateringChain(network.data?.assets ?? [], fieldId);
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  return (
    <Paper withBorder p="md" data-testid="field-assets">
      <Title order={2} size="h4" mb="xs">{t('field_assets.title')}</Title>
      {network.isPending ? (
        <Loader size="sm" />
      ) : chains.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="field-assets-none">{t('field_assets.none')}</Text>
      ) : (
        <Stack gap="sm">
          {chains.map((chain) => (
            <Stack gap={4} key={chain[0]!.id} data-testid={`field-assets-${chain[0]!.code}`}>
              <Anchor component={Link} to={`/assets?tab=network&farm=${farmId}`} fw={600}>
                <bdi>{chain[0]!.name}</bdi> · {t(`types.${chain[0]!.type}`)}
              </Anchor>
              <Group gap={4} wrap="wrap" aria-label={t('field_assets.chain')}>
                {[...chain].reverse().map((a, i) => (
                  <Group gap={4} key={a.id} wrap="nowrap">
                    {i > 0 && <Text size="xs" c="dimmed" aria-hidden>{arrow}</Text>}
                    <Badge variant="dot" color={ASSET_COLORS[a.type]} tt="none">
                      <bdi>{a.name}</bdi>
                    </Badge>
                  </Group>
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The panel for users who may see assets, once the assets messages are loaded. */
export function FieldAssets(props: { farmId: string; fieldId: string }) {
  const can = useCan('assets:view');
  const ready = useContentNamespaces(['assets']);
  return can && ready ? <FieldAssetsPanel {...props} /> : null;
}
