import { SENSOR_BATCH_MAX, readingBatchSchema, type IngestResult } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { AppError } from '../../shared/app-error';
import { checkReading, readingKey, type CheckedReading } from './reading-checks';
import { hashDeviceKey } from './sensor-keys';
import type { KeySensor, SensorRepository } from './sensor.repository';

type IngestionRepository = Pick<SensorRepository, 'sensorByKeyHash' | 'sensorByCodes' | 'insertReadings' | 'touch'>;

export interface IngestionDeps {
  records: IngestionRepository;
  /** Runs the batch's writes (readings and the sensor's status) in one transaction. */
  transaction: <T>(work: (records: IngestionRepository) => Promise<T>) => Promise<T>;
  clock: Clock;
}

/**
 * The one way readings enter (HTTP and MQTT alike): the device key finds its sensor; each line is checked alone
 * (shape, quantity, unit, physical range, not in the future, of this key's sensor, a depth the probe has, not twice
 * in the batch); with `all_or_nothing` (the default) one bad line and nothing is written; the good lines go in one
 * statement that skips readings already stored (a device resending a batch is answered `duplicates`, not an error).
 */
export function createIngestionService({ records, transaction, clock }: IngestionDeps) {
  /** The sensor of a device key; 401 for none. */
  async function sensorOfKey(key: string | undefined): Promise<KeySensor> {
    const sensor = key ? await records.sensorByKeyHash(hashDeviceKey(key)) : undefined;
    if (!sensor) throw new AppError('token_invalid', 401);
    return sensor;
  }

  async function ingest(sensor: KeySensor, body: unknown): Promise<IngestResult> {
    const parsed = readingBatchSchema.safeParse(body);
    if (!parsed.success) return { received: 0, stored: 0, duplicates: 0, rejected: [{ index: -1, reason: 'malformed', message: 'The body must be { "readings": [ … ], "all_or_nothing"?: boolean }.' }] };
    const { readings, all_or_nothing } = parsed.data;
    if (readings.length > SENSOR_BATCH_MAX) {
      return { received: readings.length, stored: 0, duplicates: 0, rejected: [{ index: SENSOR_BATCH_MAX, reason: 'batch_too_large', message: `A batch holds at most ${SENSOR_BATCH_MAX} readings.` }] };
    }
    const now = clock.now();
    const rejected: IngestResult['rejected'] = [];
    const good: CheckedReading[] = [];
    const seen = new Set<string>();
    readings.forEach((line, index) => {
      const check = checkReading(line, now);
      if (!check.ok) return rejected.push({ index, reason: check.reason, message: check.message });
      const { reading } = check;
      if (reading.sensorCode.toUpperCase() !== sensor.code.toUpperCase()) {
        return rejected.push({ index, reason: 'other_sensor', message: `This key belongs to sensor ${sensor.code}, not ${reading.sensorCode}.` });
      }
      if (reading.depthCm !== 0 && sensor.depthsCm.length > 0 && !sensor.depthsCm.includes(reading.depthCm)) {
        return rejected.push({ index, reason: 'depth_not_allowed', message: `Depth ${reading.depthCm} cm is not one of the probe's depths (${sensor.depthsCm.join(', ')}).` });
      }
      const key = readingKey(reading);
      if (seen.has(key)) return rejected.push({ index, reason: 'duplicate', message: 'The same quantity, depth and time appears earlier in this batch.' });
      seen.add(key);
      good.push(reading);
    });
    if (all_or_nothing && rejected.length > 0) return { received: readings.length, stored: 0, duplicates: 0, rejected };
    const latest = (quantity: string) => good.filter((r) => r.quantity === quantity).sort((a, b) => b.measuredAt.getTime() - a.measuredAt.getTime())[0]?.value;
    const stored = await transaction(async (repo) => {
      const added = await repo.insertReadings(sensor.id, good);
      await repo.touch(sensor.id, now, latest('battery'), latest('signal'));
      return added;
    });
    return { received: readings.length, stored, duplicates: good.length - stored, rejected };
  }

  return {
    sensorOfKey,
    /** The sensor an external broker's topic names (`rayyan/<org code>/<sensor code>/readings`), if any. */
    sensorOfTopic: (orgCode: string, sensorCode: string) => records.sensorByCodes(orgCode, sensorCode),
    ingest,
    /** HTTP: the key of the request's header, then its batch. */
    async ingestWithKey(key: string | undefined, body: unknown): Promise<IngestResult> {
      return ingest(await sensorOfKey(key), body);
    },
  };
}

export type IngestionService = ReturnType<typeof createIngestionService>;
