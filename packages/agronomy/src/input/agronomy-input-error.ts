/**
 * Thrown when an agronomy function receives a value that is impossible or missing (for example
 * Tmin above Tmax, a relative humidity outside 0-100 %, a negative wind speed or a non-finite
 * number). `field` names the offending input so the caller can show it next to the form field.
 */
export class AgronomyInputError extends Error {
  /** Name of the input field that is wrong, e.g. `tMinC`. */
  readonly field: string;

  /** Creates the error; the message always starts with the field name. */
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'AgronomyInputError';
    this.field = field;
  }
}

/** Throws unless `value` is a finite number; returns it narrowed to `number`. */
export function requireFinite(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new AgronomyInputError(field, `must be a finite number, got ${String(value)}`);
  }
  return value;
}

/** Returns `undefined` for a missing value, otherwise requires a finite number. */
export function optionalFinite(field: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  return requireFinite(field, value);
}

/** Throws unless `min ≤ value ≤ max` (and finite); returns the value. */
export function requireInRange(field: string, value: unknown, min: number, max: number, unit = ''): number {
  const v = requireFinite(field, value);
  if (v < min || v > max) {
    const u = unit ? ` ${unit}` : '';
    throw new AgronomyInputError(field, `must be between ${min} and ${max}${u}, got ${v}`);
  }
  return v;
}

/** Throws unless the value is finite and ≥ 0; returns it. */
export function requireNonNegative(field: string, value: unknown): number {
  const v = requireFinite(field, value);
  if (v < 0) throw new AgronomyInputError(field, `must not be negative, got ${v}`);
  return v;
}

/** Throws unless the value is finite and > 0; returns it. */
export function requirePositive(field: string, value: unknown): number {
  const v = requireFinite(field, value);
  if (v <= 0) throw new AgronomyInputError(field, `must be greater than 0, got ${v}`);
  return v;
}
