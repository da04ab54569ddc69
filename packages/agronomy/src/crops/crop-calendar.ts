import { addDaysIso, parseIsoDate } from '../et0/calendar';
import { AgronomyInputError } from '../input/agronomy-input-error';

/**
 * The crop calendar of Upper Egypt (Aswan, Toshka): when each field crop is sown and how long it stands, and a pure
 * way to find a field's most recent season on any day. No clock is read here: `today` is always given.
 *
 * Sowing windows and lengths, with their sources:
 * - Wheat: sown in November, harvested in April in Upper Egypt, about 150 days. Agricultural Research Center (ARC)
 *   sowing-date trials at the Shandaweel station (Sohag): 25 November gave more grain than 25 October or 25 December;
 *   FAO GIEWS country brief Egypt (February 2000): "the mainly irrigated wheat crop, to be harvested from April".
 * - Maize: the summer crop, planted from April (FAO GIEWS country brief Egypt, February 2005: "land is being
 *   prepared for maize and paddy planting from April"; October 2005: maize harvest well advanced) to mid-June,
 *   about 125 days for a late single cross such as SC 168.
 * - Potato: Egypt grows three potato seasons (Ministry of Agriculture and Land Reclamation, 22 December 2019: the
 *   summer crop planted December to February from imported seed, the winter crop in October-November, the Nili crop
 *   in late August and September); the Nili crop stands about 110 days (FAO-56 Table 11: potato 105-145 days).
 * - Onion: the Upper Egypt winter onion is transplanted from mid-October to November (Assiut University trials on
 *   Giza 6: 1 November gave the highest yield) and lifted in April, about 150 days (FAO-56 Table 11, onion (dry)
 *   15/25/70/40 = 150 days).
 * - Alfalfa: perennial, sown in October-November and kept several years; cut first about 75 days after sowing
 *   (FAO-56 Table 11, first cutting cycle 10/30/25/10 = 75 days), then every 30 days in the warm months and about 40
 *   in winter (FAO-56 Table 11, later cutting cycles 30 to 45 days). FAO-56 (chapter 6, forage crops) draws one Kc
 *   curve per cutting cycle, so each cycle is a season of its own here.
 */

/** The season names of a crop season (the contract's SEASONS). */
export type CalendarSeason = 'spring' | 'summer' | 'fall' | 'winter';

/** One crop of the calendar. */
export interface CropCalendarEntry {
  /** The field's crop as farms write it (see fao56CropOf). */
  crop: string;
  /** The season the crop is grown in (wheat: winter, so it reads as winter wheat); perennials: by each cycle's month. */
  season: CalendarSeason;
  /** Sowing (or transplanting) window, 'MM-DD' to 'MM-DD', both included; `from` after `to` crosses the new year. */
  sowing: { from: string; to: string };
  /** Days from sowing to harvest, or to the first cut of a perennial forage. */
  daysToHarvest: number;
  /** Perennial forage: days between two cuts after the first, for cycles starting March-October and November-February. */
  cutEveryDays?: { warm: number; cool: number };
}

/** The crop calendar of Upper Egypt, by crop name (sources in the module comment). */
export const UPPER_EGYPT_CROP_CALENDAR: Readonly<Record<'wheat' | 'maize' | 'potato' | 'onion' | 'alfalfa', CropCalendarEntry>> = Object.freeze({
  wheat: { crop: 'wheat', season: 'winter', sowing: { from: '11-01', to: '11-30' }, daysToHarvest: 150 },
  maize: { crop: 'maize', season: 'summer', sowing: { from: '04-15', to: '06-15' }, daysToHarvest: 125 },
  potato: { crop: 'potato', season: 'fall', sowing: { from: '08-20', to: '09-30' }, daysToHarvest: 110 },
  onion: { crop: 'onion', season: 'winter', sowing: { from: '10-15', to: '11-30' }, daysToHarvest: 150 },
  alfalfa: { crop: 'alfalfa', season: 'fall', sowing: { from: '10-01', to: '11-30' }, daysToHarvest: 75, cutEveryDays: { warm: 30, cool: 40 } },
});

/** One season of a field from the calendar: planted (or cut) on `planting`, harvested (or cut) on `harvest`. */
export interface CalendarSeasonDates {
  crop: string;
  season: CalendarSeason;
  planting: string;
  harvest: string;
  /** Planted on or before today and not yet harvested. */
  active: boolean;
}

const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** Checks an 'MM-DD' day of a non-leap year (29 February is never a sowing day: it would not come every year). */
function requireMonthDay(field: string, monthDay: string): string {
  const m = MONTH_DAY.exec(monthDay);
  if (!m) throw new AgronomyInputError(field, `must be 'MM-DD', got ${monthDay}`);
  parseIsoDate(field, `2027-${monthDay}`);
  return monthDay;
}

/** True when 'MM-DD' `monthDay` lies in the window (both ends included; a window may cross the new year). */
export function inSowingWindow(entry: Pick<CropCalendarEntry, 'sowing'>, monthDay: string): boolean {
  const { from, to } = entry.sowing;
  return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
}

/** The most recent date on or before `today` that falls on 'MM-DD' `monthDay` (this year's, else last year's). */
export function lastOnOrBefore(monthDay: string, today: string): string {
  requireMonthDay('monthDay', monthDay);
  const { year } = parseIsoDate('today', today);
  const thisYear = `${year}-${monthDay}`;
  return thisYear <= today ? thisYear : `${year - 1}-${monthDay}`;
}

/** The meteorological season of a date in the northern hemisphere: December-February winter, and so on. */
export function seasonOfDate(date: string): CalendarSeason {
  const { month } = parseIsoDate('date', date);
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  return month <= 8 ? 'summer' : 'fall';
}

/**
 * A field's most recent season of an annual crop sown every year on `sowingDay` ('MM-DD', inside the crop's window):
 * planted on the last such day on or before today, harvested `daysToHarvest` later; active until the harvest day.
 */
export function mostRecentSeason(entry: CropCalendarEntry, sowingDay: string, today: string): CalendarSeasonDates {
  if (!inSowingWindow(entry, requireMonthDay('sowingDay', sowingDay))) {
    throw new AgronomyInputError('sowingDay', `${sowingDay} is outside the ${entry.crop} sowing window ${entry.sowing.from} to ${entry.sowing.to}`);
  }
  const planting = lastOnOrBefore(sowingDay, today);
  const harvest = addDaysIso(planting, entry.daysToHarvest);
  return { crop: entry.crop, season: entry.season, planting, harvest, active: today < harvest };
}

/**
 * The cutting cycles of a perennial forage stand sown on the last `sowingDay` on or before today, oldest first: the
 * establishment cycle to the first cut, then one cycle from each cut to the next (warm or cool length by the month
 * the cycle starts in). The last cycle is the active one (today lies between its cut and the next).
 */
export function cuttingCycles(entry: CropCalendarEntry, sowingDay: string, today: string): CalendarSeasonDates[] {
  if (!entry.cutEveryDays) throw new AgronomyInputError('entry', `${entry.crop} is not a perennial forage with cuts`);
  const first = mostRecentSeason(entry, sowingDay, today);
  const cycles: CalendarSeasonDates[] = [{ ...first, season: seasonOfDate(first.planting) }];
  for (let last = cycles[0]!; !last.active; ) {
    const { month } = parseIsoDate('cut', last.harvest);
    const days = month >= 3 && month <= 10 ? entry.cutEveryDays.warm : entry.cutEveryDays.cool;
    const harvest = addDaysIso(last.harvest, days);
    last = { crop: entry.crop, season: seasonOfDate(last.harvest), planting: last.harvest, harvest, active: today < harvest };
    cycles.push(last);
  }
  return cycles;
}
