import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { JobRun, Language } from '@rayyan/contracts';
import { jsonResponse } from '../../test/fakes';
import { renderWithProviders } from '../../test/render-with-providers';
import { JobProgress } from './job-progress';

const run = (overrides: Partial<JobRun>): JobRun => ({
  id: '00000000-0000-4000-8000-000000000009',
  job: 'satellite.refresh',
  subject: 'field-1',
  started_at: '2026-11-24T08:00:00.000Z',
  finished_at: null,
  outcome: 'running',
  progress_done: 3,
  progress_total: 12,
  ...overrides,
});

/** Renders the bar over a fake API whose /api/job-runs/ answers `runs` in turn (the last one from then on). */
function renderProgress(language: Language, runs: JobRun[][]) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return jsonResponse(200, runs[Math.min(asked.length - 1, runs.length - 1)]);
  }) as typeof globalThis.fetch;
  renderWithProviders(<JobProgress job="satellite.refresh" subject="field-1" testId="progress" />, language, fetch);
  return asked;
}

describe('job progress bar', () => {
  it('shows how far a running job is, asks again while it runs, and says when it is done', async () => {
    const asked = renderProgress('en', [[run({})], [run({ outcome: 'done', progress_done: 12, finished_at: '2026-11-24T08:01:00.000Z' })]]);
    expect(await screen.findByText('Working: 3 of 12')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('25');
    expect(asked[0]).toContain('/api/job-runs/?job=satellite.refresh&limit=1&subject=field-1');
    expect(await screen.findByText('Done', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('reads in Arabic, with a failed run said plainly', async () => {
    renderProgress('ar', [[run({})], [run({ outcome: 'failed', finished_at: '2026-11-24T08:01:00.000Z' })]]);
    expect(await screen.findByText('جارٍ العمل: 3 من 12')).toBeTruthy();
    expect(await screen.findByText('لم يكتمل هذا. يرجى المحاولة لاحقًا.', {}, { timeout: 4_000 })).toBeTruthy();
  });

  it('shows nothing before any run', async () => {
    const asked = renderProgress('en', [[]]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.length).toBe(1);
    expect(screen.queryByTestId('progress')).toBeNull();
  });
});
