import { lazy, Suspense, useState } from 'react';
import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAP_STATUS_FILTERS, TRAP_TYPES, trapsEndpoints, type TrapRecord } from '@rayyan/contracts';
import { ResourceListPage, listNames, nounKeys } from '../../app/ui/list/resource-list-page';
import { PermissionButton } from '../../app/permissions/permission-button';
import { SideDrawer } from '../../app/ui/side-drawer';
import { PageTabs } from '../../app/ui/page-tabs';
import { useSetParam } from '../../app/ui/use-set-param';
import { useFormat } from '../../app/i18n/format';
import { dayText } from '../../app/i18n/day-text';
import { ScoutingList } from '../pest-diseases/scouting-list';
import { InfestedPalms } from './infested-palms';
import { InspectionsList } from './inspections-list';
import { ProjectsList } from './projects-list';
import { withPestsI18n } from './pests-i18n';
import { TrapCatchMap } from './trap-catch-map';
import { TrapForm } from './trap-form';
import { TrapSettingsForm } from './trap-settings-form';
import { TrapVisitForm } from './trap-visit-form';
import { TrapWeeklyTable, useTrapWeekly } from './trap-weekly';
import { TRAPS_QUERY_KEY, useTrapPlaceOptions, useTrapSettings } from './traps-api';
import { choiceOptions } from '../../app/ui/choice-options';

const TrapTrendsChart = lazy(() => import('./trap-trends-chart'));
const TABS = ['traps', 'map', 'weekly', 'trends', 'projects', 'inspections', 'palms', 'scouting', 'settings'] as const;

/** The traps list: filters, flags (due, over threshold, removed), the last visit, and a Record visit button per trap. */
function TrapsList() {
  const { t } = useTranslation('pests');
  const format = useFormat();
  const { regions } = useTrapPlaceOptions();
  const [visiting, setVisiting] = useState<TrapRecord | null>(null);
  const nf = format.number();
  const date = (d: string | null) => dayText(format, d);
  return (
    <>
      <ResourceListPage<TrapRecord>
        endpoints={trapsEndpoints}
        queryKey={TRAPS_QUERY_KEY}
        refreshKey={['traps']}
        testId="traps"
        names={listNames(t, nounKeys('trap', { intro: true }))}
        rowTestKey={(trap) => trap.code}
        filters={[
          { name: 'region_id', label: t('fields.region'), options: regions },
          { name: 'trap_type', label: t('fields.trap_type'), options: choiceOptions(t, TRAP_TYPES, 'trap_types'), testId: 'traps-filter-type' },
          { name: 'status', label: t('fields.status'), options: choiceOptions(t, TRAP_STATUS_FILTERS, 'status') },
        ]}
        minWidth={980}
        columns={[
          {
            header: t('fields.code'),
            style: { whiteSpace: 'nowrap' },
            cell: (trap) => (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  <bdi>{trap.code}</bdi>
                </Text>
                <Group gap={4}>
                  {trap.removed_on && <Badge color="gray" variant="light">{t('badges.removed')}</Badge>}
                  {trap.service_due && <Badge color="orange" variant="light" data-testid={`trap-due-${trap.code}`}>{t('badges.due')}</Badge>}
                  {trap.over_threshold && <Badge color="red" variant="filled" data-testid={`trap-over-${trap.code}`}>{t('badges.over_threshold')}</Badge>}
                </Group>
              </Stack>
            ),
          },
          { header: t('fields.trap_type'), cell: (trap) => <>{t(`trap_types.${trap.trap_type}`)}<Text size="xs" c="dimmed">{t(`targets.${trap.target_pest}`)}</Text></> },
          {
            header: t('fields.place'),
            cell: (trap) => (
              <>
                <bdi>{trap.region_name}</bdi>
                <Text size="xs" c="dimmed">
                  {[trap.farm_name, trap.field_name].filter(Boolean).map((name) => <bdi key={name}>{name} </bdi>)}
                </Text>
              </>
            ),
          },
          { header: t('fields.installed_on'), cell: (trap) => date(trap.installed_on) },
          {
            header: t('fields.last_visit'),
            cellTestId: (trap) => `trap-last-${trap.code}`,
            cell: (trap) => (trap.last_visit_on ? <>{date(trap.last_visit_on)}<Text size="xs" c="dimmed">{t('caught', { n: nf.format(trap.last_count ?? 0) })}</Text></> : <Text size="sm" c="dimmed">{t('not_visited')}</Text>),
          },
          { header: t('fields.next_service'), cell: (trap) => (trap.removed_on ? '—' : date(trap.next_service_on)) },
        ]}
        rowName={(trap) => trap.code}
        form={(trap, onDone) => <TrapForm trap={trap} onDone={onDone} />}
        rowActions={(trap) =>
          trap.removed_on ? null : (
            <PermissionButton permission={trapsEndpoints.recordCatch.access} size="xs" variant="light" onClick={() => setVisiting(trap)} aria-label={t('visit.record_named', { name: trap.code })} data-testid={`trap-visit-${trap.code}`}>
              {t('visit.record')}
            </PermissionButton>
          )
        }
      />
      <SideDrawer opened={visiting !== null} onClose={() => setVisiting(null)} title={t('visit.title')} testId="trap-visit-drawer">
        {visiting && <TrapVisitForm key={visiting.id} trap={visiting} onDone={() => setVisiting(null)} />}
      </SideDrawer>
    </>
  );
}

/** Region trends: one line per region of the mean catch per trap per week, or the spec's No Available Data. */
function TrapTrends() {
  const { t } = useTranslation('pests');
  const weekly = useTrapWeekly(null);
  if (weekly.isPending) return <Loader size="sm" />;
  const hasData = weekly.data?.regions.some((r) => r.mean_per_trap.some((m) => m !== null));
  if (!weekly.data || !hasData) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="trap-trends-empty">
        {t('trends.no_data')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={760}>
        {t('trends.intro')}
      </Text>
      <Suspense fallback={<Loader size="sm" />}>
        <TrapTrendsChart weekly={weekly.data} />
      </Suspense>
    </Stack>
  );
}

function TrapSettingsTab() {
  const settings = useTrapSettings();
  return settings.data ? <TrapSettingsForm settings={settings.data} /> : <Loader size="sm" />;
}

/**
 * `/traps` (issue #16): the traps list with their visits, the catch map, the weekly catches, the region trends, the programme's
 * projects and inspection forms, the infested palms, the scouting observations
 * (the tree menu has no Pests and Diseases page: palm scouts record theirs here) and the RPW threshold.
 */
function TrapsPage() {
  const { t } = useTranslation('pests');
  const [params] = useSearchParams();
  const setParam = useSetParam();
  const { regions } = useTrapPlaceOptions();
  const regionId = params.get('weekly_region');
  return (
    <PageTabs
      tabs={TABS}
      testId="traps"
      label={(name) => t(`tabs.${name}`)}
      panels={{
        traps: <TrapsList />,
        map: <TrapCatchMap regions={regions} regionId={regionId} onRegion={(id) => setParam('weekly_region', id)} week={params.get('week')} onWeek={(week) => setParam('week', week)} />,
        weekly: <TrapWeeklyTable regions={regions} regionId={regionId} onRegion={(id) => setParam('weekly_region', id)} />,
        trends: <TrapTrends />,
        projects: <ProjectsList />,
        inspections: <InspectionsList />,
        palms: <InfestedPalms />,
        scouting: <ScoutingList />,
        settings: <TrapSettingsTab />,
      }}
    />
  );
}

export const Component = withPestsI18n(TrapsPage);
