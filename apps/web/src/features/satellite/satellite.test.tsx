import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SatelliteImage, SatelliteStats } from '@rayyan/contracts';
import { renderWithProviders } from '../../test/render-with-providers';
import { LazyNamespaces } from '../../shared/lazy-namespaces';
import { DateStrip } from './date-strip';
import { StatsPanel } from './stats-panel';
import { chartColumns } from './satellite-chart';
import { FindingsCard } from './findings-card';

function renderWith(node: ReactNode, language: 'en' | 'ar') {
  return renderWithProviders(<LazyNamespaces namespaces={['satellite']}>{node}</LazyNamespaces>, language);
}

const image = (date: string, extra: Partial<SatelliteImage> = {}): SatelliteImage => ({
  id: `00000000-0000-4000-8000-${date.replaceAll('-', '').padStart(12, '0')}`,
  image_date: date,
  active: false,
  clear_fraction: 1,
  source: 'simulated',
  simulated: true,
  scene_id: `SIM_${date}`,
  cloud_cover: 2,
  resolution_m: 10,
  flag: null,
  ...extra,
});
const stats = (date: string, extra: Partial<SatelliteStats> = {}): SatelliteStats => ({
  image_date: date, index: 'ndvi', source: 'simulated', simulated: true, flag: null,
  mean: 0.62, min: 0.21, max: 0.81, std: 0.07, p10: 0.52, p50: 0.63, p90: 0.7, pixels: 5024, valid_pixels: 5024, clear_fraction: 1, ...extra,
});

// Newest first, as the API answers.
const images = [image('2026-11-20', { flag: 'cloudy', clear_fraction: 0.31 }), image('2026-11-15', { active: true }), image('2026-11-10')];

describe('image date strip', () => {
  it('lists the dates oldest first with their clear share, marks the latest usable one and says why a date is flagged', async () => {
    const onSelect = vi.fn();
    renderWith(<DateStrip images={images} selected="2026-11-15" onSelect={onSelect} />, 'en');
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-testid'))).toEqual(['satellite-date-2026-11-10', 'satellite-date-2026-11-15', 'satellite-date-2026-11-20']);
    expect(buttons[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(buttons[1]!.getAttribute('aria-label')).toBe('Nov 15 · 100% clear · Latest usable image');
    expect(buttons[2]!.getAttribute('aria-label')).toBe('Nov 20 · Cloudy');
    fireEvent.click(buttons[0]!);
    expect(onSelect).toHaveBeenCalledWith('2026-11-10');
  });

  it('reads in Arabic', async () => {
    renderWith(<DateStrip images={images} selected="2026-11-15" onSelect={() => {}} />, 'ar');
    expect((await screen.findByTestId('satellite-date-2026-11-20')).getAttribute('aria-label')).toBe('20 نوفمبر · غائمة');
  });
});

describe('statistics of a date', () => {
  it('shows the figures of a clear date', async () => {
    renderWith(<StatsPanel stats={stats('2026-11-15')} image={images[1]} indexLabel="NDVI — vegetation" />, 'en');
    expect((await screen.findByTestId('satellite-stat-mean')).textContent).toBe('Mean0.620');
    expect(screen.getByTestId('satellite-stat-pixels').textContent).toBe('Pixels in the field5,024');
    expect(screen.getByTestId('satellite-stat-resolution').textContent).toBe('Pixel size10 m');
    expect(screen.getByText('NDVI — vegetation on November 15, 2026')).toBeTruthy();
  });

  it('shows no made-up figure for a flagged date, and why', async () => {
    const flagged = stats('2026-11-20', { flag: 'too_small', mean: null, min: null, max: null, std: null, p10: null, p50: null, p90: null, pixels: 0, valid_pixels: 0, clear_fraction: 0 });
    renderWith(<StatsPanel stats={flagged} image={images[0]} indexLabel="NDVI" />, 'en');
    expect((await screen.findByTestId('satellite-flag-note')).textContent).toBe('Not used for the analysis: Field smaller than a pixel.');
    expect(screen.getByTestId('satellite-no-figures')).toBeTruthy();
    expect(screen.queryByTestId('satellite-stat-mean')).toBeNull();
  });
});

describe('season chart columns', () => {
  it('keeps flagged dates off the line and shows them as points', () => {
    const columns = chartColumns([stats('2026-11-10'), stats('2026-11-15', { flag: 'cloudy', mean: 0.3 }), stats('2026-11-20', { flag: 'unreadable', mean: null })]);
    expect(columns.mean).toEqual([0.62, null, null]);
    expect(columns.flagged).toEqual([null, 0.3, 0]);
    expect(columns.xs[1]! - columns.xs[0]!).toBe(5 * 86_400);
  });
});

describe('crop-health findings card', () => {
  it('describes each finding with its figures, in English and Arabic', async () => {
    const answer = {
      analysed_on: '2026-11-15',
      simulated: true,
      findings: [
        { kind: 'sudden_drop', analysed_on: '2026-11-15', previous_date: '2026-11-10', ratio_of_decrease: 0.21 },
        { kind: 'degraded_zones', analysed_on: '2026-11-15', zone_count: 2, area_m2: 52_000, percent_of_field: 10.4, ratio_of_decrease: 0.38 },
      ],
    };
    const fetch = (async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })) as typeof globalThis.fetch;
    renderWithProviders(<LazyNamespaces namespaces={['satellite']}><FindingsCard target={{ kind: 'crop', id: '00000000-0000-4000-8000-000000000001' }} /></LazyNamespaces>, 'en', fetch);
    expect((await screen.findByTestId('satellite-finding-sudden_drop')).textContent).toBe('Sudden vegetation dropMean NDVI fell by 21% since November 10, 2026.');
    expect(screen.getByTestId('satellite-finding-degraded_zones').textContent).toBe('Degraded vegetation zones2 zones · 5.2 ha · 10% of the field · 38% below the field’s median NDVI.'.replace('’', "'"));
  });
});
