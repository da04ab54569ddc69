import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CropHealthFindingRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useFormat } from '../../app/i18n/format';
import { getSatelliteFindings, satelliteKey, type ImageryFieldRef } from './satellite-api';

/** The crop-health findings of the latest clear image (NDVI): each names what it was decided on. */
export function FindingsCard({ target }: { target: ImageryFieldRef }) {
  const { t } = useTranslation('satellite');
  const api = useApi();
  const format = useFormat();
  const findings = useQuery({ queryKey: [...satelliteKey(target), 'findings'], queryFn: ({ signal }) => getSatelliteFindings(api, target, signal) });
  const percent = format.number({ style: 'percent', maximumFractionDigits: 0 });
  const decimal = format.number({ maximumFractionDigits: 2, minimumFractionDigits: 2 });
  const count = format.number({ maximumFractionDigits: 1 });
  const day = (iso: string) => format.dateTime({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const detail = (f: CropHealthFindingRecord) => {
    switch (f.kind) {
      case 'sudden_drop':
        return t('finding_detail.sudden_drop', { ratio: percent.format(f.ratio_of_decrease), previous: day(f.previous_date) });
      case 'high_variability':
        return t('finding_detail.high_variability', { cv: decimal.format(f.coefficient_of_variation) });
      case 'degraded_zones':
        return t('finding_detail.degraded_zones', {
          count: f.zone_count,
          zones: count.format(f.zone_count),
          area: t('hectares', { value: count.format(f.area_m2 / 10_000) }),
          percent: percent.format(f.percent_of_field / 100),
          ratio: percent.format(f.ratio_of_decrease),
        });
    }
  };
  const data = findings.data;
  return (
    <Card withBorder padding="md" data-testid="satellite-findings">
      <Stack gap="xs">
        <Title order={3} size="h5">{data?.analysed_on ? t('findings_title', { date: day(data.analysed_on) }) : t('findings_heading')}</Title>
        {!data ? (
          <Loader size="sm" />
        ) : data.findings.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="satellite-findings-none">{t('findings_none')}</Text>
        ) : (
          <List spacing="xs" listStyleType="none">
            {data.findings.map((f) => (
              <List.Item key={f.kind} data-testid={`satellite-finding-${f.kind}`}>
                <Group gap="xs" wrap="wrap">
                  <Badge color={f.kind === 'high_variability' ? 'yellow' : 'red'} variant="light">{t(`finding.${f.kind}`)}</Badge>
                  <Text size="sm">{detail(f)}</Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {data?.simulated && <Text size="xs" c="dimmed">{t('findings_simulated')}</Text>}
      </Stack>
    </Card>
  );
}
