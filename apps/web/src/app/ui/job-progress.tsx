import { useEffect, useRef } from 'react';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { jobRunsEndpoints, type JobRun } from '@rayyan/contracts';
import { callEndpoint } from '../api/endpoint-call';
import { useFormat } from '../i18n/format';
import { useApi } from '../services';

/** How often a running job's progress is asked for. */
const POLL_MS = 1_500;

export const jobRunKey = (job: string, subject?: string) => ['job-runs', job, subject ?? null] as const;

/**
 * The latest run of a per-organisation background job (GET /api/job-runs/), asked for again while it runs,
 * or while `expectRun` says one was just queued and has not started yet.
 */
export function useLatestJobRun(job: string, subject?: string, expectRun = false, onEnd?: (run: JobRun) => void): JobRun | null {
  const api = useApi();
  const query = useQuery({
    queryKey: jobRunKey(job, subject),
    queryFn: async ({ signal }) => (await callEndpoint(api, jobRunsEndpoints.list, { query: { job, subject, limit: 1 }, signal }))[0] ?? null,
    refetchInterval: (q) => (q.state.data?.outcome === 'running' || (expectRun && !q.state.data) ? POLL_MS : false),
  });
  const run = query.data ?? null;
  // Tells the screen once when a run it watched (running, or expected) has ended, so it can refresh what the run made.
  const watched = useRef(expectRun);
  useEffect(() => {
    if (!run) return;
    if (run.outcome === 'running') watched.current = true;
    else if (watched.current) {
      watched.current = false;
      onEnd?.(run);
    }
  }, [run, onEnd]);
  return run;
}

/**
 * A progress bar of long background work (e.g. reading a season of satellite images for a field): while the
 * job runs, how far it is ("Working: 3 of 12"); when it ends, done or failed. Shows nothing before any run.
 */
export function JobProgress({ job, subject, expectRun = false, onEnd, testId }: { job: string; subject?: string; expectRun?: boolean; onEnd?: (run: JobRun) => void; testId?: string }) {
  const { t } = useTranslation('common');
  const nf = useFormat().number();
  const run = useLatestJobRun(job, subject, expectRun, onEnd);
  if (!run) {
    return expectRun ? <Progress value={100} animated striped aria-label={t('job_progress_label')} data-testid={testId} /> : null;
  }
  if (run.outcome === 'running') {
    const total = run.progress_total;
    const value = total ? Math.min(100, (run.progress_done / total) * 100) : 100;
    const text = total ? t('job_running', { done: nf.format(run.progress_done), total: nf.format(total) }) : t('job_starting');
    return (
      <Stack gap={4} data-testid={testId} data-outcome="running">
        <Progress value={value} animated striped={!total} aria-label={t('job_progress_label')} aria-valuetext={text} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {text}
        </Text>
      </Stack>
    );
  }
  return (
    <Group gap="xs" data-testid={testId} data-outcome={run.outcome}>
      <Text size="sm" c={run.outcome === 'done' ? 'teal' : 'red'} role="status">
        {t(run.outcome === 'done' ? 'job_done' : 'job_failed')}
      </Text>
    </Group>
  );
}
