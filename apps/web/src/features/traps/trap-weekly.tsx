import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { trapsEndpoints, type TrapWeekly } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';
import { ListTable } from '../../app/ui/list/list-parts';
import { TRAPS_QUERY_KEY } from './traps-api';

/** Weeks the tables and the chart show. */
export const WEEKLY_WEEKS = 12;

/** The weekly catches of the organisation (or one region), shared by the table and the trend chart. */
export function useTrapWeekly(regionId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...TRAPS_QUERY_KEY, 'weekly', WEEKLY_WEEKS, regionId],
    queryFn: ({ signal }) => callEndpoint(api, trapsEndpoints.weekly, { query: { weeks: WEEKLY_WEEKS, ...(regionId ? { region_id: regionId } : {}) }, signal }),
  });
}

/**
 * A cell's shade, graduated with the catch: from none at 0 to full at twice the threshold; a red palm weevil count at
 * or over the threshold is red, other pests amber.
 */
export function catchShade(count: number | null, threshold: number, rpw: boolean): { background?: string; over: boolean } {
  if (count === null || count === 0) return { over: false };
  const strength = Math.min(1, count / (threshold * 2));
  const over = rpw && count >= threshold;
  const hue = over ? '224, 49, 49' : '245, 159, 0';
  return { background: `rgba(${hue}, ${(0.15 + strength * 0.6).toFixed(2)})`, over };
}

/** Catches per trap per week as a table (traps in rows, weeks in columns, newest last), with the region filter. */
export function TrapWeeklyTable({ regions, regionId, onRegion }: { regions: { value: string; label: string }[]; regionId: string | null; onRegion: (id: string | null) => void }) {
  const { t } = useTranslation('pests');
  const { t: tl } = useTranslation('lists');
  const format = useFormat();
  const weekly = useTrapWeekly(regionId);
  const nf = format.number();
  const day = format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' });
  const data: TrapWeekly | undefined = weekly.data;
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select label={t('fields.region')} placeholder={tl('all')} data={regions} value={regionId} onChange={onRegion} clearable w={{ base: '100%', sm: 220 }} data-testid="trap-weekly-region" />
      </Group>
      {data && (
        <Text size="sm" c="dimmed" maw={760}>
          {t('weekly.intro', { threshold: nf.format(data.threshold) })}
        </Text>
      )}
      <ListTable
          caption={t('weekly.table')}
          headers={[t('weekly.trap'), ...(data?.weeks ?? []).map((w) => day.format(new Date(`${w}T00:00:00Z`)))]}
          loading={weekly.isPending}
          error={weekly.error}
          empty={(data?.traps.length ?? 0) === 0}
          testId="trap-weekly-table"
          minWidth={140 + (data?.weeks.length ?? WEEKLY_WEEKS) * 56}
        >
          {data?.traps.map((trap) => (
            <Table.Tr key={trap.trap_id} data-testid={`trap-weekly-row-${trap.code}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi>{trap.code}</bdi>
              </Table.Td>
              {trap.counts.map((count, i) => {
                const shade = catchShade(count, data.threshold, trap.target_pest === 'red_palm_weevil');
                return (
                  <Table.Td
                    key={data.weeks[i]}
                    style={{ background: shade.background, textAlign: 'center', fontWeight: shade.over ? 700 : undefined }}
                    title={shade.over ? t('weekly.over') : undefined}
                    data-over={shade.over || undefined}
                    data-testid={`trap-weekly-cell-${trap.code}-${data.weeks[i]}`}
                  >
                    {count === null ? '—' : nf.format(count)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </ListTable>
    </Stack>
  );
}
