import { describe, expect, it } from 'vitest';
import { addDaysIso, FAO56_CROPS, fao56CropOf, seasonLengthDays } from '@rayyan/agronomy';
import { demoIrrigationLogs, demoPivotSeasons, DEMO_PIVOTS, pivotCapacityMmDay } from './demo-pivots';

const DATES = ['2027-01-01', '2027-04-01', '2027-07-01', '2027-10-01', '2028-02-29'];
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

describe('demo pivots on the day the demo is created', () => {
  it.each(DATES)('on %s every active season is between planting and harvest, within its FAO-56 season length', (today) => {
    for (const pivot of DEMO_PIVOTS) {
      const seasons = demoPivotSeasons(pivot, today);
      const current = seasons.at(-1)!;
      // Only the last season may be active; every earlier one has ended on its harvest (or cut), before today.
      for (const s of seasons.slice(0, -1)) expect(s, pivot.code).toMatchObject({ state: 'ended' });
      for (const s of seasons) {
        expect(s.plantingDate <= today, pivot.code).toBe(true);
        if (s.state === 'ended') expect(s.endedOn! <= today && s.endedOn === s.expectedHarvestDate, pivot.code).toBe(true);
      }
      if (current.state === 'active') {
        expect(today < current.expectedHarvestDate, `${pivot.code} ${today}`).toBe(true);
        const stages = fao56CropOf(current.crop, current.season)!.stageLengthsDays!;
        expect(daysBetween(current.plantingDate, today), pivot.code).toBeLessThanOrEqual(seasonLengthDays(stages));
      }
    }
  });

  it('gives wheat its winter season: active from November to April, ended in summer', () => {
    const wheat = DEMO_PIVOTS.find((p) => p.crop === 'wheat')!;
    expect(demoPivotSeasons(wheat, '2027-01-01')).toEqual([
      { season: 'winter', state: 'active', crop: 'wheat', variety: 'Sakha 95', plantingDate: '2026-11-22', expectedHarvestDate: '2027-04-21', expectedYieldTon: 2.8, endedOn: null },
    ]);
    expect(demoPivotSeasons(wheat, '2027-07-01')[0]).toMatchObject({ state: 'ended', plantingDate: '2026-11-22', endedOn: '2027-04-21' });
    // Read as winter wheat (FAO-56 "Winter wheat (non-frozen soil)").
    expect(fao56CropOf('wheat', 'winter')).toBe(FAO56_CROPS.winter_wheat);
  });

  it('keeps alfalfa growing all year as a run of cutting cycles, each from the cut before', () => {
    const alfalfa = DEMO_PIVOTS.find((p) => p.crop === 'alfalfa')!;
    for (const today of DATES) {
      const cycles = demoPivotSeasons(alfalfa, today);
      expect(cycles.at(-1)!.state).toBe('active');
      for (let i = 1; i < cycles.length; i++) expect(cycles[i]!.plantingDate).toBe(cycles[i - 1]!.expectedHarvestDate);
    }
    expect(demoPivotSeasons(alfalfa, '2027-10-01').length).toBeGreaterThan(8);
  });

  it('has at least two pivots in season and one between seasons on every day of a year', () => {
    for (let d = 0; d < 366; d++) {
      const today = addDaysIso('2027-01-01', d);
      const states = DEMO_PIVOTS.map((p) => demoPivotSeasons(p, today).at(-1)!.state);
      expect(states.filter((s) => s === 'active').length, today).toBeGreaterThanOrEqual(2);
      expect(states, today).toContain('ended');
    }
  });

  it.each(DATES)('on %s logs each active pivot on its own days, before today and after planting, with the water used since the last run', (today) => {
    const lastRuns = new Set<string>();
    for (const pivot of DEMO_PIVOTS) {
      const seasons = demoPivotSeasons(pivot, today);
      const current = seasons.at(-1)!;
      const logs = demoIrrigationLogs(pivot, seasons, today);
      if (current.state === 'ended') {
        expect(logs).toEqual([]);
        continue;
      }
      for (const l of logs) {
        expect(l.date > (pivot.crop === 'alfalfa' ? seasons[0]! : current).plantingDate && l.date < today, `${pivot.code} ${l.date}`).toBe(true);
        expect(daysBetween(l.date, today)).toBeLessThanOrEqual(28);
        // A few days of a crop's use at Toshka, gross, and no more than the machine applies in those days.
        expect(l.waterMm).toBeGreaterThanOrEqual(3);
        expect(l.waterMm).toBeLessThanOrEqual(pivot.routine.everyDays * pivotCapacityMmDay(pivot) + 0.25);
      }
      for (let i = 1; i < logs.length; i++) expect(daysBetween(logs[i - 1]!.date, logs[i]!.date)).toBe(pivot.routine.everyDays);
      if (logs.length) lastRuns.add(`${logs.at(-1)!.date}/${pivot.routine.everyDays}`);
    }
    expect(lastRuns.size).toBeGreaterThanOrEqual(2);
  });

  it('gives every pivot a capacity of 6 to 9 mm a day gross', () => {
    for (const pivot of DEMO_PIVOTS) {
      expect(pivotCapacityMmDay(pivot), pivot.code).toBeGreaterThanOrEqual(6);
      expect(pivotCapacityMmDay(pivot), pivot.code).toBeLessThanOrEqual(9);
    }
  });

  it('keeps irrigating alfalfa across a cut, and an annual crop only after its sowing', () => {
    const alfalfa = DEMO_PIVOTS.find((p) => p.crop === 'alfalfa')!;
    // 2027-02-07 is a cut: the runs of the days before it belong to the stand as well.
    const logs = demoIrrigationLogs(alfalfa, demoPivotSeasons(alfalfa, '2027-02-09'), '2027-02-09');
    expect(logs.at(-1)!.date).toBe('2027-02-08');
    expect(logs[0]!.date < '2027-02-07').toBe(true);
    const maize = DEMO_PIVOTS.find((p) => p.crop === 'maize')!;
    expect(demoIrrigationLogs(maize, demoPivotSeasons(maize, '2027-04-21'), '2027-04-21')).toEqual([]);
    expect(demoIrrigationLogs(maize, demoPivotSeasons(maize, '2027-04-30'), '2027-04-30').every((l) => l.date > '2027-04-20')).toBe(true);
  });

  it('logs more water in July than in January for the same crop stage (ET0 follows the season)', () => {
    const alfalfa = DEMO_PIVOTS.find((p) => p.crop === 'alfalfa')!;
    const mean = (today: string) => {
      const logs = demoIrrigationLogs(alfalfa, demoPivotSeasons(alfalfa, today), today);
      return logs.reduce((s, l) => s + l.waterMm, 0) / logs.length;
    };
    expect(mean('2027-07-20')).toBeGreaterThan(mean('2027-01-20'));
  });
});
