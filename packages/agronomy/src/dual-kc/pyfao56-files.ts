import { addDaysIso } from '../et0/calendar';
import { saturationVaporPressureKPa, windSpeedAt2mMs } from '../et0/atmosphere';
import { AgronomyInputError } from '../input/agronomy-input-error';
import type { DualKcDay, DualKcSeasonInput } from './dual-kc-types';

/**
 * Readers of the text files of USDA-ARS pyfao56 (github.com/kthorp/pyfao56): parameters (.par), weather (.wth),
 * irrigation (.irr) and daily output (.out), and the mapping of a case onto `simulateDualKcSeason`. Pure text in,
 * data out; the pyfao56 case tests read the files and compare the balance with the .out.
 */

/** A pyfao56 day key `YYYY-DDD` as an ISO date. */
export function isoOfYearDoy(key: string): string {
  const m = /^(\d{4})-(\d{3})$/.exec(key);
  if (!m) throw new AgronomyInputError('Year-DOY', `expected YYYY-DDD, got ${key}`);
  return new Date(Date.UTC(Number(m[1]), 0, Number(m[2]))).toISOString().slice(0, 10);
}

/** A number of a pyfao56 file: `NaN` (missing) becomes NaN; anything else must be a number. */
function numberOf(token: string, where: string): number {
  if (token === 'NaN') return Number.NaN;
  const v = Number(token);
  if (token === '' || !Number.isFinite(v)) throw new AgronomyInputError(where, `expected a number, got '${token}'`);
  return v;
}

/** The table of a file: the header line starting with `Year-DOY` and the rows below it, keyed by ISO date. */
function readTable(text: string, file: string): { columns: string[]; rows: Map<string, string[]> } {
  const lines = text.split(/\r?\n/);
  const header = lines.findIndex((l) => l.startsWith('Year-DOY'));
  if (header < 0) throw new AgronomyInputError(file, 'has no Year-DOY header line');
  const columns = lines[header]!.trim().split(/\s+/).slice(1);
  const rows = new Map<string, string[]>();
  for (const line of lines.slice(header + 1)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 2) continue;
    if (f.length !== columns.length + 1) throw new AgronomyInputError(file, `row ${f[0]} has ${f.length - 1} values for ${columns.length} columns`);
    rows.set(isoOfYearDoy(f[0]!), f.slice(1));
  }
  return { columns, rows };
}

/** Parameters of a .par file by pyfao56 name (`Kcbini`, `Lini`, `thetaFC`, `Ze`, `REW`, `CN2`, ...). */
export function parsePyfao56Parameters(text: string): Record<string, number> {
  const values: Record<string, number> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(\S+)\s+([A-Za-z0-9]+),/.exec(line);
    if (m) values[m[2]!] = numberOf(m[1]!, `.par ${m[2]}`);
  }
  return values;
}

/** Daily weather of a .wth file. */
export interface Pyfao56Weather {
  /** Reference crop of ETref: short grass (`S`) or tall alfalfa (`T`). */
  referenceCrop: 'short' | 'tall';
  /** Height of the wind measurement, m. */
  windHeightM: number;
  /** Columns (Srad, Tmax, Tmin, Vapr, Tdew, RHmax, RHmin, Wndsp, Rain, ETref, MorP) by ISO date; NaN when missing. */
  days: Map<string, Record<string, number>>;
}

/** Reads a .wth file. */
export function parsePyfao56Weather(text: string): Pyfao56Weather {
  const ref = /^\s*(\S)\s+Reference crop/m.exec(text)?.[1];
  if (ref !== 'S' && ref !== 'T') throw new AgronomyInputError('.wth', 'has no reference crop line (S or T)');
  const height = /^\s*(\S+)\s+Wind speed measurement height/m.exec(text)?.[1];
  if (height === undefined) throw new AgronomyInputError('.wth', 'has no wind speed measurement height');
  const table = readTable(text, '.wth');
  const days = new Map<string, Record<string, number>>();
  for (const [date, f] of table.rows) {
    const day: Record<string, number> = {};
    table.columns.forEach((c, i) => {
      if (c !== 'MorP') day[c] = numberOf(f[i]!, `.wth ${date} ${c}`);
    });
    days.set(date, day);
  }
  return { referenceCrop: ref === 'S' ? 'short' : 'tall', windHeightM: numberOf(height, '.wth wind height'), days };
}

/** One irrigation event of a .irr file. */
export interface Pyfao56Irrigation {
  depthMm: number;
  wettedFraction: number;
  efficiencyPct: number;
}

/** Reads a .irr file: its events by ISO date. */
export function parsePyfao56Irrigation(text: string): Map<string, Pyfao56Irrigation> {
  const table = readTable(text, '.irr');
  const col = (name: string) => {
    const i = table.columns.indexOf(name);
    if (i < 0) throw new AgronomyInputError('.irr', `has no ${name} column`);
    return i;
  };
  const [depth, fw, eff] = [col('Depth'), col('fw'), col('IrrEff')];
  const events = new Map<string, Pyfao56Irrigation>();
  for (const [date, f] of table.rows) {
    events.set(date, { depthMm: numberOf(f[depth]!, `.irr ${date}`), wettedFraction: numberOf(f[fw]!, `.irr ${date}`), efficiencyPct: numberOf(f[eff]!, `.irr ${date}`) });
  }
  return events;
}

/** Daily output of a .out file. */
export interface Pyfao56Output {
  /** Simulated period from the header, ISO dates. */
  startDate: string;
  endDate: string;
  /** Output by ISO date: the numeric columns (ETref, Kcb, Ke, E, T, ETa, Ks, Zr, TAW, RAW, Dr, ...), -99.999 when unused. */
  days: Map<string, Record<string, number>>;
}

/** Reads a .out file; its header states the simulated period (`Simulation start date: MM/DD/YYYY`). */
export function parsePyfao56Output(text: string): Pyfao56Output {
  const date = (label: string) => {
    const m = new RegExp(`^Simulation ${label} date: (\\d{2})/(\\d{2})/(\\d{4})`, 'm').exec(text);
    if (!m) throw new AgronomyInputError('.out', `has no 'Simulation ${label} date' line`);
    return `${m[3]}-${m[1]}-${m[2]}`;
  };
  const table = readTable(text, '.out');
  const days = new Map<string, Record<string, number>>();
  for (const [iso, f] of table.rows) {
    const day: Record<string, number> = {};
    table.columns.forEach((c, i) => {
      // Year, DOY, DOW and Date appear twice; the day of week and date are text
      if (!(c in day) && c !== 'DOW' && c !== 'Date') day[c] = numberOf(f[i]!, `.out ${iso} ${c}`);
    });
    days.set(iso, day);
  }
  return { startDate: date('start'), endDate: date('end'), days };
}

/** ISO dates from `start` to `end`, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDaysIso(d, 1)) dates.push(d);
  return dates;
}

/** A pyfao56 case as `simulateDualKcSeason` input, over the period of its .out. */
export interface Pyfao56Case {
  parameters: Record<string, number>;
  weather: Pyfao56Weather;
  irrigation: Map<string, Pyfao56Irrigation>;
  /** Simulated period, ISO dates. */
  startDate: string;
  endDate: string;
  /** Compute runoff by the curve number CN2 of the .par (pyfao56's `roff` option). */
  runoff: boolean;
}

/**
 * pyfao56's daily minimum humidity where the file has none: from Tmax and the dew point (Tmin when that is missing
 * too), RHmin = e°(Tdew) / e°(Tmax) (ASCE 2005 eqs. 7-8), or 45 % without temperatures.
 */
function rhMinOf(w: Record<string, number>): number {
  const rh = w.RHmin!;
  if (!Number.isNaN(rh)) return rh;
  const tDew = Number.isNaN(w.Tdew!) ? w.Tmin! : w.Tdew!;
  const estimate = (100 * saturationVaporPressureKPa(tDew)) / saturationVaporPressureKPa(w.Tmax!);
  return Number.isNaN(estimate) ? 45 : estimate;
}

/** Maps a pyfao56 case onto the library's dual crop coefficient balance. */
export function dualKcInputOfPyfao56(c: Pyfao56Case): DualKcSeasonInput {
  const p = (name: string) => {
    const v = c.parameters[name];
    if (v === undefined || Number.isNaN(v)) throw new AgronomyInputError(`.par ${name}`, 'is missing');
    return v;
  };
  const days: DualKcDay[] = datesBetween(c.startDate, c.endDate).map((date) => {
    const w = c.weather.days.get(date);
    if (!w) throw new AgronomyInputError('.wth', `has no day ${date}`);
    if (Number.isNaN(w.ETref!)) throw new AgronomyInputError('.wth', `has no ETref on ${date} (computing it is not part of this mapping)`);
    // pyfao56 takes 2 m/s at the sensor's height when the wind is missing
    const wind = Number.isNaN(w.Wndsp!) ? 2 : w.Wndsp!;
    const irr = c.irrigation.get(date);
    return {
      et0Mm: w.ETref!,
      rainMm: w.Rain!,
      u2Ms: windSpeedAt2mMs(wind, c.weather.windHeightM),
      rhMinPct: rhMinOf(w),
      ...(irr ? { irrigation: { depthMm: irr.depthMm, wettedFraction: irr.wettedFraction, efficiency: irr.efficiencyPct / 100 } } : {}),
    };
  });
  return {
    crop: {
      kcbIni: p('Kcbini'),
      kcbMid: p('Kcbmid'),
      kcbEnd: p('Kcbend'),
      stageLengthsDays: { initial: p('Lini'), development: p('Ldev'), mid: p('Lmid'), late: p('Lend') },
      heightM: { initial: p('hini'), max: p('hmax') },
      rootDepthM: { initial: p('Zrini'), max: p('Zrmax') },
      depletionP: p('pbase'),
    },
    soil: {
      thetaFc: p('thetaFC'),
      thetaWp: p('thetaWP'),
      evaporationLayerM: p('Ze'),
      readilyEvaporableWaterMm: p('REW'),
      ...(c.runoff ? { curveNumber: p('CN2') } : {}),
    },
    referenceCrop: c.weather.referenceCrop,
    initialThetaM3M3: p('theta0'),
    days,
  };
}
