import { describe, expect, it } from 'vitest';
import { rpwFiguresHtml, type RpwTexts } from './rpw-report.html';
import { rpwReportFrom } from './rpw-report.service';

const region = { traps_installed: 4, traps_serviced_on_time: 3, palms_infested: 2, palms_treated: 1, palms_recovered: 5, palms_removed: 0, farms_registered: 2 };
const TEXTS: RpwTexts = {
  figures: 'Figures',
  chart: 'Chart',
  updated: 'Updated {{date}}',
  none: 'No Available Data',
  columns: {
    region: 'Region',
    traps_installed: 'Traps',
    traps_serviced_on_time: 'On time',
    weevils_last_week: 'Last week',
    weevils_caught: 'Caught',
    palms_infested: 'Infested',
    palms_treated: 'Treated',
    palms_recovered: 'Recovered',
    palms_removed: 'Removed',
    farms_registered: 'Farms',
  },
};

describe('the RPW report', () => {
  it('lays each region\'s catches out by week, per trap visited', () => {
    const report = rpwReportFrom(['2026-06-01', '2026-06-08'], [{ region_id: 'r', region: 'North <b>', ...region }], [
      { region_id: 'r', week: '2026-06-01', weevils: 9, traps_visited: 2 },
      { region_id: 'r', week: '2026-05-25', weevils: 50, traps_visited: 1 },
      { region_id: 'other', week: '2026-06-08', weevils: 7, traps_visited: 1 },
    ], new Date('2026-06-10T00:00:00Z'));
    expect(report.regions).toEqual([{ region: 'North <b>', ...region, weevils_per_trap: [4.5, null], weevils_caught: 9 }]);
    const html = rpwFiguresHtml(report, 'en', TEXTS);
    // Names are escaped; the last week with a visit is the one shown.
    expect(html).toContain('North &lt;b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('>4.5<');
    expect(html).toContain('Updated June 10, 2026');
  });

  it('says No Available Data when no programme is published', () => {
    expect(rpwFiguresHtml({ weeks: [], regions: [], generated_at: '2026-06-10T00:00:00Z' }, 'ar', TEXTS)).toContain('No Available Data');
  });
});
