import { describe, expect, it } from 'vitest';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { cuttingCycles, inSowingWindow, lastOnOrBefore, mostRecentSeason, seasonOfDate, UPPER_EGYPT_CROP_CALENDAR as C } from './crop-calendar';

describe('Upper Egypt crop calendar', () => {
  it('finds the most recent sowing day on or before today, in this year or the last', () => {
    expect(lastOnOrBefore('11-22', '2027-01-01')).toBe('2026-11-22');
    expect(lastOnOrBefore('11-22', '2026-11-22')).toBe('2026-11-22');
    expect(lastOnOrBefore('11-22', '2026-11-21')).toBe('2025-11-22');
    expect(lastOnOrBefore('03-01', '2028-02-29')).toBe('2027-03-01');
    expect(lastOnOrBefore('02-28', '2028-02-29')).toBe('2028-02-28');
    expect(() => lastOnOrBefore('02-29', '2028-03-01')).toThrow(AgronomyInputError);
  });

  it('reads windows that stay in a year and windows that cross the new year', () => {
    expect(inSowingWindow(C.wheat, '11-01')).toBe(true);
    expect(inSowingWindow(C.wheat, '11-30')).toBe(true);
    expect(inSowingWindow(C.wheat, '12-01')).toBe(false);
    const crossing = { sowing: { from: '12-01', to: '02-28' } };
    expect(inSowingWindow(crossing, '01-15')).toBe(true);
    expect(inSowingWindow(crossing, '12-31')).toBe(true);
    expect(inSowingWindow(crossing, '03-01')).toBe(false);
  });

  it('refuses a sowing day outside the crop window', () => {
    expect(() => mostRecentSeason(C.wheat, '06-01', '2026-07-01')).toThrow(/outside the wheat sowing window/);
  });

  // Wheat sown 22 November, onion 10 November, maize 20 April, potato (Nili) 20 August.
  const seasons = (today: string) => ({
    wheat: mostRecentSeason(C.wheat, '11-22', today),
    onion: mostRecentSeason(C.onion, '11-10', today),
    maize: mostRecentSeason(C.maize, '04-20', today),
    potato: mostRecentSeason(C.potato, '08-20', today),
  });

  it('on 1 January: wheat and onion growing, the Nili potato lifted in December, maize harvested in August', () => {
    const s = seasons('2027-01-01');
    expect(s.wheat).toEqual({ crop: 'wheat', season: 'winter', planting: '2026-11-22', harvest: '2027-04-21', active: true });
    expect(s.onion).toMatchObject({ planting: '2026-11-10', harvest: '2027-04-09', active: true });
    expect(s.potato).toMatchObject({ season: 'fall', planting: '2026-08-20', harvest: '2026-12-08', active: false });
    expect(s.maize).toMatchObject({ season: 'summer', planting: '2026-04-20', harvest: '2026-08-23', active: false });
  });

  it('on 1 April: wheat still in the field (harvested in April), onion close to lifting', () => {
    const s = seasons('2027-04-01');
    expect(s.wheat).toMatchObject({ planting: '2026-11-22', active: true });
    expect(s.wheat.harvest.slice(0, 7)).toBe('2027-04');
    expect(s.onion).toMatchObject({ harvest: '2027-04-09', active: true });
    expect(s.maize.active).toBe(false);
    expect(s.potato.active).toBe(false);
  });

  it('on 1 July: only the summer maize grows; the winter crops were harvested this spring', () => {
    const s = seasons('2027-07-01');
    expect(s.maize).toMatchObject({ planting: '2027-04-20', harvest: '2027-08-23', active: true });
    expect(s.wheat).toMatchObject({ planting: '2026-11-22', harvest: '2027-04-21', active: false });
    expect(s.onion.active).toBe(false);
    expect(s.potato.active).toBe(false);
  });

  it('on 1 October: the Nili potato grows, maize is harvested, wheat not sown yet', () => {
    const s = seasons('2027-10-01');
    expect(s.potato).toMatchObject({ planting: '2027-08-20', harvest: '2027-12-08', active: true });
    expect(s.maize.active).toBe(false);
    expect(s.wheat).toMatchObject({ planting: '2026-11-22', active: false });
  });

  it('on 29 February 2028 (a leap day): wheat and onion counted over the leap day', () => {
    const s = seasons('2028-02-29');
    expect(s.wheat).toMatchObject({ planting: '2027-11-22', harvest: '2028-04-20', active: true });
    expect(s.onion).toMatchObject({ planting: '2027-11-10', harvest: '2028-04-08', active: true });
    expect(s.maize.active).toBe(false);
  });

  it('has a crop in the field on every day of a year, and a field between seasons on every day', () => {
    for (let d = 0; d < 366; d++) {
      const today = new Date(Date.UTC(2027, 0, 1 + d)).toISOString().slice(0, 10);
      const s = Object.values(seasons(today));
      expect(s.some((x) => x.active), today).toBe(true);
      expect(s.some((x) => !x.active), today).toBe(true);
      for (const x of s.filter((y) => y.active)) {
        expect(x.planting <= today && today < x.harvest, `${x.crop} ${today}`).toBe(true);
      }
    }
  });

  it('cuts alfalfa first 75 days after sowing, then every 30 days from March to October and 40 in winter', () => {
    const cycles = cuttingCycles(C.alfalfa, '10-15', '2027-07-01');
    expect(cycles[0]).toEqual({ crop: 'alfalfa', season: 'fall', planting: '2026-10-15', harvest: '2026-12-29', active: false });
    expect(cycles[1]).toMatchObject({ season: 'winter', planting: '2026-12-29', harvest: '2027-02-07' });
    expect(cycles[2]).toMatchObject({ planting: '2027-02-07', harvest: '2027-03-19' });
    expect(cycles[3]).toMatchObject({ season: 'spring', planting: '2027-03-19', harvest: '2027-04-18' });
    const current = cycles.at(-1)!;
    expect(current.active).toBe(true);
    expect(current.planting <= '2027-07-01' && '2027-07-01' < current.harvest).toBe(true);
    expect(cycles.slice(0, -1).every((c) => !c.active)).toBe(true);
    // Each cycle starts at the cut that ended the one before.
    for (let i = 1; i < cycles.length; i++) expect(cycles[i]!.planting).toBe(cycles[i - 1]!.harvest);
  });

  it('starts a new stand in the sowing window: 20 October has only the establishment cycle', () => {
    expect(cuttingCycles(C.alfalfa, '10-15', '2027-10-20')).toEqual([{ crop: 'alfalfa', season: 'fall', planting: '2027-10-15', harvest: '2027-12-29', active: true }]);
    expect(() => cuttingCycles(C.wheat, '11-22', '2027-01-01')).toThrow(AgronomyInputError);
  });

  it('names seasons by the month they start in', () => {
    expect(['2027-01-10', '2027-04-10', '2027-07-10', '2027-10-10', '2027-12-01'].map(seasonOfDate)).toEqual(['winter', 'spring', 'summer', 'fall', 'winter']);
  });
});
