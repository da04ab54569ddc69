import { dayNumberOfIso, isoOfDayNumber } from '../et0/calendar';
import { fao56CropOf } from '../crops/crop-names';
import { FAO56_SOILS } from '../water-balance/soils';
import type { IrrigationSeasonInput } from './irrigation-engine';
import { weatherSeries, type DatedWeatherDay } from './season-weather';

/** For the irrigation engine's tests: today, and a season started 90 days before it. */
export const todayIso = '2026-11-22';
export const today = dayNumberOfIso(todayIso);
export const start = today - 90;

/** ET0 6 mm and no rain every day from the start to a week after today (simulated). */
export const days: DatedWeatherDay[] = [];
for (let d = start; d <= today + 7; d++) days.push({ date: isoOfDayNumber(d), et0Mm: 6, rainMm: 0, simulated: true });

/** A 50 ha alfalfa pivot on sandy loam (θFC 0.23, θWP 0.11; efficiency 0.85, 6 mm/h, refilled within 4 days of use), planted at the start. */
export const alfalfaPivot: IrrigationSeasonInput = {
  today,
  crop: fao56CropOf('alfalfa', null)!,
  soil: FAO56_SOILS.sandy_loam!,
  plantingDay: start,
  startDay: start,
  settings: { efficiency: 0.85, maxIntervalDays: 4, applicationRateMmPerH: 6, dripsPerTree: 4, dripFlowLph: 8 },
  areaM2: 502_655,
  weather: weatherSeries(days),
  system: { kind: 'pivot' },
};
