import {
  SENSOR_FUTURE_TOLERANCE_MINUTES,
  SENSOR_QUANTITIES,
  incomingReadingSchema,
  type ReadingRejectReason,
  type SensorQuantity,
} from '@rayyan/contracts';

/** A reading ready to store: its sensor's code, the quantity, depth (0 without one), time and value in the stored unit. */
export interface CheckedReading {
  sensorCode: string;
  quantity: SensorQuantity;
  depthCm: number;
  measuredAt: Date;
  value: number;
}

export type ReadingCheck = { ok: true; reading: CheckedReading } | { ok: false; reason: ReadingRejectReason; message: string };

const refuse = (reason: ReadingRejectReason, message: string): ReadingCheck => ({ ok: false, reason, message });
const isQuantity = (name: string): name is SensorQuantity => Object.hasOwn(SENSOR_QUANTITIES, name);

/**
 * One line of a batch, checked alone: its shape, a known quantity and unit (converted to the stored unit), a value
 * inside the quantity's physical range (after conversion), a time not beyond `now` + the tolerance.
 */
export function checkReading(line: unknown, now: Date): ReadingCheck {
  const parsed = incomingReadingSchema.safeParse(line);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse('malformed', `${issue?.path.join('.') || 'reading'}: ${issue?.message ?? 'invalid'}`);
  }
  const { sensor_code, measured_at, quantity, depth_cm, value, unit } = parsed.data;
  if (!isQuantity(quantity)) return refuse('unknown_quantity', `Unknown quantity "${quantity}".`);
  const spec = SENSOR_QUANTITIES[quantity];
  const conversion = (spec.units as Record<string, readonly [number, number]>)[unit];
  if (!conversion) return refuse('unknown_unit', `Unit "${unit}" is not one of ${Object.keys(spec.units).join(', ')} for ${quantity}.`);
  const stored = value * conversion[0] + conversion[1];
  if (!Number.isFinite(stored) || stored < spec.min || stored > spec.max) {
    return refuse('out_of_range', `${quantity} ${value} ${unit} is outside ${spec.min}–${spec.max} ${spec.unit}.`);
  }
  const measuredAt = new Date(measured_at);
  if (measuredAt.getTime() > now.getTime() + SENSOR_FUTURE_TOLERANCE_MINUTES * 60_000) {
    return refuse('in_future', `measured_at ${measured_at} is more than ${SENSOR_FUTURE_TOLERANCE_MINUTES} minutes ahead of the server's clock.`);
  }
  return { ok: true, reading: { sensorCode: sensor_code, quantity, depthCm: depth_cm ?? 0, measuredAt, value: stored } };
}

/** The identity of a reading: one value per sensor, quantity, depth and time. */
export const readingKey = (r: Pick<CheckedReading, 'quantity' | 'depthCm' | 'measuredAt'>) => `${r.quantity}|${r.depthCm}|${r.measuredAt.getTime()}`;
