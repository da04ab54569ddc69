import { useState } from 'react';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inspectionsEndpoints, type Evaluation } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';
import { PageTitle } from '../../app/ui/page-title';
import { useSetParam } from '../../app/ui/use-set-param';
import { SideDrawer } from '../../app/ui/side-drawer';
import { ListTable } from '../../app/ui/list/list-parts';
import { withPestsI18n } from '../traps/pests-i18n';

type ProjectRow = Evaluation['projects'][number];

/** The submitted and draft forms of one project, newest first (the drill-down). */
function ProjectForms({ project }: { project: ProjectRow }) {
  const { t } = useTranslation('pests');
  const api = useApi();
  const format = useFormat();
  const forms = useQuery({
    queryKey: ['evaluation', 'forms', project.project_id],
    queryFn: ({ signal }) => callEndpoint(api, inspectionsEndpoints.forms.list, { query: { page: 1, page_size: 100, project_id: project.project_id }, signal }),
  });
  const when = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const percent = format.number({ style: 'percent', maximumFractionDigits: 1 });
  return (
    <ListTable
      caption={t('evaluation.drill_named', { name: project.name })}
      headers={[t('evaluation.date'), t('evaluation.team_leader'), t('evaluation.status'), t('evaluation.evaluation')]}
      loading={forms.isPending}
      error={forms.error}
      empty={(forms.data?.results.length ?? 0) === 0}
      minWidth={480}
      testId="evaluation-forms"
    >
      {forms.data?.results.map((f) => (
        <Table.Tr key={f.id}>
          <Table.Td>{when.format(new Date(f.inspected_at))}</Table.Td>
          <Table.Td><bdi>{f.team_leader ?? '—'}</bdi></Table.Td>
          <Table.Td>{t(`inspections.statuses.${f.status}`)}</Table.Td>
          <Table.Td>{f.total_evaluation === null ? '—' : percent.format(f.total_evaluation / 100)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/**
 * `/evaluation` (issue #16, the tree super admin's menu): the programme's regions and projects compared over a period
 * kept in the address, on their submitted inspection forms, traps serviced on time, weevils per trap visit and palms
 * treated; a project's Forms button opens its forms.
 */
function EvaluationPage() {
  const { t } = useTranslation('pests');
  const api = useApi();
  const format = useFormat();
  const [params] = useSearchParams();
  const [drill, setDrill] = useState<ProjectRow | null>(null);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const evaluation = useQuery({
    queryKey: ['evaluation', from, to],
    queryFn: ({ signal }) => callEndpoint(api, inspectionsEndpoints.evaluation, { query: { ...(from ? { from } : {}), ...(to ? { to } : {}) }, signal }),
  });
  const nf = format.number({ maximumFractionDigits: 1 });
  const percent = (v: number | null) => (v === null ? '—' : format.number({ style: 'percent', maximumFractionDigits: 1 }).format(v / 100));
  const setDate = useSetParam();
  const data = evaluation.data;
  return (
    <Stack gap="md">
      <PageTitle>{t('evaluation.title')}</PageTitle>
      <Text c="dimmed" size="sm" maw={760}>
        {t('evaluation.intro')}
      </Text>
      <Group align="flex-end">
        <TextInput type="date" label={t('evaluation.from')} value={from || data?.from || ''} onChange={(e) => setDate('from', e.currentTarget.value)} dir="ltr" data-testid="evaluation-from" />
        <TextInput type="date" label={t('evaluation.to')} value={to || data?.to || ''} onChange={(e) => setDate('to', e.currentTarget.value)} dir="ltr" data-testid="evaluation-to" />
      </Group>
      <Title order={2} size="h4">{t('evaluation.regions')}</Title>
      <ListTable
        caption={t('evaluation.regions')}
        headers={[t('evaluation.region'), t('evaluation.forms'), t('evaluation.mean_evaluation'), t('evaluation.traps_on_time'), t('evaluation.weevils_per_visit'), t('evaluation.palms_treated')]}
        loading={evaluation.isPending}
        error={evaluation.error}
        empty={(data?.regions.length ?? 0) === 0}
        minWidth={760}
        testId="evaluation-regions"
      >
        {data?.regions.map((r) => (
          <Table.Tr key={r.region_id} data-testid={`evaluation-region-${r.region_name}`}>
            <Table.Td><bdi>{r.region_name}</bdi></Table.Td>
            <Table.Td>{nf.format(r.forms_submitted)}</Table.Td>
            <Table.Td>{percent(r.mean_evaluation)}</Table.Td>
            <Table.Td>{`${nf.format(r.traps_serviced_on_time)} / ${nf.format(r.traps)}`}</Table.Td>
            <Table.Td>{r.weevils_per_visit === null ? '—' : nf.format(r.weevils_per_visit)}</Table.Td>
            <Table.Td>{nf.format(r.palms_treated)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Title order={2} size="h4">{t('evaluation.projects')}</Title>
      <ListTable
        caption={t('evaluation.projects')}
        headers={[t('evaluation.project'), t('evaluation.region'), t('evaluation.forms'), t('evaluation.mean_evaluation'), '']}
        loading={evaluation.isPending}
        error={evaluation.error}
        empty={(data?.projects.length ?? 0) === 0}
        minWidth={680}
        testId="evaluation-projects"
      >
        {data?.projects.map((p) => (
          <Table.Tr key={p.project_id} data-testid={`evaluation-project-${p.project_id}`}>
            <Table.Td>
              <Text size="sm" fw={600} dir="auto">{p.name}</Text>
              <Text size="xs" c="dimmed">{t(`inspections.project_types.${p.project_type}`)}</Text>
            </Table.Td>
            <Table.Td><bdi>{p.region_name}</bdi></Table.Td>
            <Table.Td>{nf.format(p.forms_submitted)}</Table.Td>
            <Table.Td>{percent(p.mean_evaluation)}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="subtle" onClick={() => setDrill(p)} aria-label={t('evaluation.drill_named', { name: p.name })} data-testid={`evaluation-drill-${p.project_id}`}>
                {t('evaluation.drill')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <SideDrawer opened={drill !== null} onClose={() => setDrill(null)} title={drill ? t('evaluation.drill_named', { name: drill.name }) : ''} testId="evaluation-drill-drawer">
        {drill && <ProjectForms project={drill} />}
      </SideDrawer>
    </Stack>
  );
}

export const Component = withPestsI18n(EvaluationPage);
