import { describe, expect, it } from 'vitest';
import { FAO56_CROPS } from '../crops/fao56-crops';
import { dayNumberOfIso, isoOfDayNumber } from '../et0/calendar';
import { kcbFromNdvi } from '../satellite/crop-metrics';
import { FAO56_SOILS } from '../water-balance/soils';
import { imageBasalOf } from './image-kcb';
import { runIrrigationSeason, type IrrigationSeasonInput } from './irrigation-engine';
import { weatherSeries, type DatedWeatherDay } from './season-weather';

const planting = dayNumberOfIso('2026-10-01');
const days: DatedWeatherDay[] = [];
for (let d = planting; d <= planting + 80; d++) days.push({ date: isoOfDayNumber(d), et0Mm: 5, rainMm: 0, simulated: false });
const wheat = FAO56_CROPS.winter_wheat!;
/** Winter wheat under a center pivot, 60 days after sowing (development stage: the table's Kcb is still rising). */
const input: IrrigationSeasonInput = {
  today: planting + 60,
  crop: wheat,
  soil: FAO56_SOILS.sandy_loam!,
  plantingDay: planting,
  startDay: planting,
  settings: { efficiency: 0.85, maxIntervalDays: 3, applicationRateMmPerH: 6, dripsPerTree: 4, dripFlowLph: 8 },
  areaM2: 502_655,
  weather: weatherSeries(days),
  system: { kind: 'center_pivot', machine: null, sectors: 0 },
  wetting: 'pivot',
  basal: wheat.basal!,
};
const imageDate = isoOfDayNumber(planting + 52);
const crop = { kcbIni: 0.15, kcbMid: 1.1, kcbEnd: 0.25, kcMin: 0.15 } as Parameters<typeof imageBasalOf>[0];

describe('the basal crop coefficient from a clear satellite image (Campos et al. 2010)', () => {
  it('is 1.44 NDVI − 0.10 within the crop’s Kc min … Kcb mid, with the cover the image measured', () => {
    // Campos et al. 2010: NDVI 0.7 → Kcb 0.908
    expect(imageBasalOf(crop, { pct: 60, date: '2026-11-12', ndvi: 0.7 })).toEqual({ day: dayNumberOfIso('2026-11-12'), date: '2026-11-12', kcb: kcbFromNdvi(0.7), canopyCover: 0.6 });
    expect(kcbFromNdvi(0.7)).toBeCloseTo(0.908, 12);
    expect(imageBasalOf(crop, { pct: 100, date: '2026-11-12', ndvi: 0.95 })).toMatchObject({ kcb: 1.1, canopyCover: 0.99 });
    expect(imageBasalOf(crop, { pct: 0, date: '2026-11-12', ndvi: 0.1 })).toMatchObject({ kcb: 0.15, canopyCover: 0 });
    expect(imageBasalOf(crop, { pct: 40, date: '2026-11-12' })).toBeNull();
    expect(imageBasalOf(crop, null)).toBeNull();
  });

  it('replaces the table’s Kcb from the image’s day on; without an image the balance is unchanged', () => {
    const table = runIrrigationSeason(input);
    expect(table.explanation!.dual).toMatchObject({ kcbSource: 'table', kcbImageDate: null });
    // The cover measured without an NDVI (data quality only) leaves the Kcb to the table, day by day.
    const coverOnly = runIrrigationSeason({ ...input, measuredCover: { pct: 30, date: imageDate } });
    expect(Array.from(coverOnly.history.etcMm.subarray(0, coverOnly.history.length))).toEqual(Array.from(table.history.etcMm.subarray(0, table.history.length)));
    expect(coverOnly.explanation!.dual!.kcb).toBe(table.explanation!.dual!.kcb);

    const ndvi = 0.75;
    const imaged = runIrrigationSeason({ ...input, measuredCover: { pct: 75, date: imageDate, ndvi } });
    const d = imaged.explanation!.dual!;
    expect(d).toMatchObject({ kcbSource: 'image', kcbImageDate: imageDate, canopyCover: 0.75 });
    expect(d.kcb).toBeCloseTo(kcbFromNdvi(ndvi), 12);
    expect(d.kcb).toBeGreaterThan(table.explanation!.dual!.kcb);
    expect(imaged.explanation!.kc).toBeCloseTo(d.kcb + d.ke, 12);
    // Before the image's day the days are the table's; from it on the image's larger Kcb uses more water.
    const h = imaged.history;
    for (let k = 0; k < h.length; k++) {
      if (h.day[k]! < planting + 52) expect(h.etcMm[k]).toBe(table.history.etcMm[k]);
    }
    expect(h.day[52]).toBe(planting + 52);
    const since = (r: typeof table) => Array.from(r.history.etcMm.subarray(52, r.history.length)).reduce((a, b) => a + b, 0);
    expect(since(imaged)).toBeGreaterThan(since(table) + 1);
  });
});
