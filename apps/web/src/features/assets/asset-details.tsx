import { CloseButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssetRecord } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';
import { ATTRIBUTE_INPUTS } from './asset-attribute-fields';

/** The chosen element of the network: its type, state, ownership, upstream asset, the fields it waters and its type's details. */
export function AssetDetails({ asset, served, onClose }: { asset: AssetRecord; served: string[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('assets');
  const format = useFormat();
  // A few inputs carry a typing hint in their label ("comma separated"); the details show the plain name.
  const label = (key: string) => t(i18n.exists(`assets:detail_labels.${key}`) ? `detail_labels.${key}` : `attributes.${key}`);
  const nf = format.number({ maximumFractionDigits: 2 });
  const shown = (key: string, value: unknown): string => {
    if (typeof value === 'number') return nf.format(value);
    if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
    if (Array.isArray(value)) return format.list().format(value.map((v) => nf.format(Number(v))));
    if (typeof value === 'string' && ATTRIBUTE_INPUTS[asset.type].find((i) => i.key === key)?.kind === 'choice') return t(`choices.${value}`);
    return String(value);
  };
  const rows: [string, string][] = [
    [t('fields.type'), t(`types.${asset.type}`)],
    [t('fields.state'), t(`states.${asset.state}`)],
    [t('fields.ownership'), t(`ownerships.${asset.ownership}`)],
    ...(asset.feeds_asset_name ? [[t('fields.feeds_asset_id'), asset.feeds_asset_name] as [string, string]] : []),
    ...(served.length > 0 ? [[t('fields.serves'), format.list().format(served)] as [string, string]] : []),
    ...ATTRIBUTE_INPUTS[asset.type]
      .filter((i) => asset.attributes[i.key] !== undefined && asset.attributes[i.key] !== null && !(Array.isArray(asset.attributes[i.key]) && (asset.attributes[i.key] as unknown[]).length === 0))
      .map((i) => [label(i.key), shown(i.key, asset.attributes[i.key])] as [string, string]),
  ];
  return (
    <Paper withBorder p="sm" data-testid="asset-details" aria-live="polite">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            <bdi>{asset.code}</bdi> · <bdi>{asset.name}</bdi>
          </Title>
          <CloseButton onClick={onClose} aria-label={t('common:close')} data-testid="asset-details-close" />
        </Group>
        {!asset.geometry && <Text size="xs" c="dimmed">{t('network.unplaced')}</Text>}
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="45%" fw={500} c="dimmed" fz="sm">{label}</Table.Th>
                <Table.Td fz="sm"><bdi>{value}</bdi></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
