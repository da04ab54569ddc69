import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SATELLITE_ZONE_COLOURS, SATELLITE_ZONE_COUNTS, type SatelliteIndexId, type SatelliteZone } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useFormat } from '../../app/i18n/format';
import { useErrorText } from '../../app/api/use-error-text';
import { getSatelliteZones, satelliteKey, type ImageryFieldRef } from './satellite-api';
import { TableHead } from '../../app/ui/table-head';

export type ZoneCount = (typeof SATELLITE_ZONE_COUNTS)[number];
const VIEW = 320;

/** The zones' polygons as SVG paths, north up, longitude scaled by cos(latitude) so the field keeps its shape. */
function zonePaths(zones: SatelliteZone[]): { d: string; zone: number }[] {
  const points = zones.flatMap((z) => z.geometry.coordinates.flat(2));
  if (!points.length) return [];
  const lats = points.map((p) => p[1]!);
  const k = Math.cos((((Math.min(...lats) + Math.max(...lats)) / 2) * Math.PI) / 180);
  const xs = points.map((p) => p[0]! * k);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...lats), Math.max(...lats)];
  const scale = VIEW / Math.max(maxX - minX, maxY - minY, 1e-9);
  const offX = (VIEW - (maxX - minX) * scale) / 2;
  const offY = (VIEW - (maxY - minY) * scale) / 2;
  const at = (p: number[]) => `${(offX + (p[0]! * k - minX) * scale).toFixed(1)},${(offY + (maxY - p[1]!) * scale).toFixed(1)}`;
  return zones.map((z) => ({ zone: z.zone, d: z.geometry.coordinates.map((poly) => poly.map((ring) => `M${ring.map(at).join('L')}Z`).join('')).join('') }));
}

/**
 * Management zones (issue #13): the field in 3 to 5 zones of the index's mean over the latest clear images (k-means),
 * drawn north up with a legend of each zone's area, share of the field and mean; a field with too few clear pixels
 * says so and shows no zone.
 */
export function ZonesCard({ target, index, indexLabel, zones, onZones }: { target: ImageryFieldRef; index: SatelliteIndexId; indexLabel: string; zones: ZoneCount; onZones: (n: ZoneCount) => void }) {
  const { t } = useTranslation('satellite');
  const api = useApi();
  const format = useFormat();
  const errorText = useErrorText();
  const answer = useQuery({ queryKey: [...satelliteKey(target), 'zones', index, zones], queryFn: ({ signal }) => getSatelliteZones(api, target, index, zones, signal) });
  const data = answer.data;
  const colours = SATELLITE_ZONE_COLOURS[zones];
  const figure = format.number({ maximumFractionDigits: 2, minimumFractionDigits: 2 });
  const hectares = format.number({ maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const percent = format.number({ style: 'percent', maximumFractionDigits: 0 });
  const day = (iso: string) => format.dateTime({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const paths = data?.status === 'ok' ? zonePaths(data.zones) : [];
  return (
    <Card withBorder padding="md" data-testid="satellite-zones">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={3} size="h5">{t('zones_title', { index: indexLabel })}</Title>
          <Group gap="xs">
            <Text size="sm" id="satellite-zone-count">{t('zones_count')}</Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="satellite-zone-count"
              value={String(zones)}
              onChange={(v) => onZones(Number(v) as ZoneCount)}
              data={SATELLITE_ZONE_COUNTS.map((n) => ({ value: String(n), label: format.number({}).format(n) }))}
              data-testid="satellite-zone-count"
            />
          </Group>
        </Group>
        {answer.error ? (
          <Alert color="red">{errorText(answer.error)}</Alert>
        ) : !data ? (
          <Loader size="sm" />
        ) : data.status !== 'ok' ? (
          <Text size="sm" c="dimmed" data-testid="satellite-zones-none">{t(`zones_status.${data.status}`)}</Text>
        ) : (
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Box w={{ base: '100%', xs: 260 }} maw={300} style={{ alignSelf: 'center' }}>
              <svg viewBox={`0 0 ${VIEW} ${VIEW}`} width="100%" role="img" aria-label={t('zones_map_alt', { count: data.zones.length, index: indexLabel })} data-testid="satellite-zones-map" style={{ direction: 'ltr' }}>
                {paths.map((p) => (
                  <path key={p.zone} d={p.d} fill={colours[p.zone - 1]} fillRule="evenodd" stroke="#343a40" strokeWidth={0.6} />
                ))}
              </svg>
            </Box>
            <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
              <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs" fz="sm" data-testid="satellite-zones-legend">
                <TableHead headings={[t('zones_head.zone'), t('zones_head.area'), t('zones_head.share'), t('zones_head.mean', { index: t(`index_short.${index}`) })]} />
                <Table.Tbody>
                  {data.zones.map((z) => (
                    <Table.Tr key={z.zone} data-testid={`satellite-zone-${z.zone}`}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Box w={14} h={14} style={{ background: colours[z.zone - 1], borderRadius: 3, border: '1px solid #343a40' }} aria-hidden />
                          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{t('zone_name', { zone: format.number({}).format(z.zone) })}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{t('hectares', { value: hectares.format(z.area_m2 / 10_000) })}</Text></Table.Td>
                      <Table.Td><Text size="sm">{percent.format(z.percent_of_field / 100)}</Text></Table.Td>
                      <Table.Td><Text size="sm">{figure.format(z.mean)}</Text></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed" data-testid="satellite-zones-note">
                {t('zones_note', { count: data.dates.length, images: format.number({}).format(data.dates.length), from: day(data.dates[0]!), to: day(data.dates[data.dates.length - 1]!) })}
                {data.simulated ? ` ${t('findings_simulated')}` : ''}
              </Text>
            </Stack>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
