import { AgronomyInputError, requireFinite } from '../input/agronomy-input-error';

/**
 * Equivalent weights (g per equivalent = atomic or formula mass / charge) of the ions labs report, for
 * mg/L = meq/L × equivalent weight (USDA Handbook 60, Richards 1954, Table 21; IUPAC atomic masses).
 */
export const ION_EQUIVALENT_WEIGHTS: Readonly<Record<string, number>> = Object.freeze({
  calcium: 20.04,
  magnesium: 12.15,
  sodium: 22.99,
  potassium: 39.1,
  carbonate: 30.0,
  bicarbonate: 61.02,
  chloride: 35.45,
  sulfate: 48.03,
});

/** Units a lab may write, by the canonical unit they convert to, each with its factor into that unit. */
const UNITS_BY_CANONICAL: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  // Electrical conductivity: 1 dS/m = 1 mS/cm = 1 mmhos/cm = 1000 µS/cm.
  'dS/m': { 'dS/m': 1, 'mS/cm': 1, 'mmhos/cm': 1, 'µS/cm': 0.001, 'uS/cm': 0.001 },
  // Mass fractions: 1 % = 10 g/kg.
  '%': { '%': 1, 'g/kg': 0.1 },
  // Concentrations in solution: 1 ppm = 1 mg/L (dilute water).
  'mg/L': { 'mg/L': 1, ppm: 1 },
  'meq/L': { 'meq/L': 1, 'mmolc/L': 1 },
  'mg/kg': { 'mg/kg': 1 },
  'cmol/kg': { 'cmol/kg': 1, 'meq/100g': 1 },
  '': { '': 1 },
};

/** Each unit with the canonical unit it converts to and the factor (or the equivalent weight). */
const LINEAR: Readonly<Record<string, { to: string; factor: number }>> = Object.freeze(
  Object.fromEntries(
    Object.entries(UNITS_BY_CANONICAL).flatMap(([to, units]) => Object.entries(units).map(([unit, factor]) => [unit, { to, factor }])),
  ),
);

/** Whether `convertLabValue` knows a unit. */
export const isLabUnit = (unit: string): boolean => unit in LINEAR;

/**
 * A lab result in another unit: dS/m = mS/cm = mmhos/cm = 1000 µS/cm; % = 10 g/kg; ppm = mg/L; meq/100g = cmol/kg; and,
 * for an ion with an equivalent weight (`ION_EQUIVALENT_WEIGHTS`), mg/L = meq/L × equivalent weight. Units that do not
 * convert into one another are refused.
 */
export function convertLabValue(value: number, from: string, to: string, parameter?: string): number {
  const v = requireFinite('value', value);
  const a = LINEAR[from];
  const b = LINEAR[to];
  if (!a) throw new AgronomyInputError('unit', `unknown unit ${from}`);
  if (!b) throw new AgronomyInputError('unit', `unknown unit ${to}`);
  const base = v * a.factor;
  if (a.to === b.to) return base / b.factor;
  const eq = parameter === undefined ? undefined : ION_EQUIVALENT_WEIGHTS[parameter];
  if (eq !== undefined && a.to === 'meq/L' && b.to === 'mg/L') return (base * eq) / b.factor;
  if (eq !== undefined && a.to === 'mg/L' && b.to === 'meq/L') return base / eq / b.factor;
  throw new AgronomyInputError('unit', `${from} does not convert to ${to}${parameter ? ` for ${parameter}` : ''}`);
}
