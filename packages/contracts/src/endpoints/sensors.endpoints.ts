import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  ingestResultSchema,
  readingBatchSchema,
  sensorChartQuerySchema,
  sensorChartSchema,
  sensorEfficiencyQuerySchema,
  sensorEfficiencySchema,
  sensorKeySchema,
  sensorCrudSchemas,
} from '../sensors';
import { crudEndpoints } from './crud';

/**
 * Sensors (issue #15) under the sensors permissions, and the devices' ingestion route. The ingestion route is not
 * signed in with a user's token: the device sends `Authorization: Device <key>` (its key, created on the sensor's
 * page), and every reading must be of that key's sensor.
 */
export const sensorsEndpoints = {
  ...crudEndpoints('/api/sensors', 'sensors', sensorCrudSchemas),
  /** A new device key for the sensor, answered this once (only its hash is kept); the previous key stops working. */
  createKey: endpoint({ method: 'POST', path: '/api/sensors/:id/key/', params: idParamsSchema, response: sensorKeySchema, status: 201, access: 'sensors:edit' }),
  /** The sensor's series over a range (7 days by default), averaged server-side to at most SENSOR_CHART_MAX_POINTS points each. */
  readings: endpoint({ method: 'GET', path: '/api/sensors/:id/readings/', params: idParamsSchema, query: sensorChartQuerySchema, response: sensorChartSchema, access: 'sensors:view' }),
  /** A flow meter's field: applied water against the crop's ETc and the advice, in 10-day windows, with over- and under-irrigation flagged. */
  efficiency: endpoint({ method: 'GET', path: '/api/sensors/:id/efficiency/', params: idParamsSchema, query: sensorEfficiencyQuerySchema, response: sensorEfficiencySchema, access: 'sensors:view' }),
  /** A device's batch of readings: 200 with what was stored and each refused line's reason; 401 for a missing or unknown key. */
  ingest: endpoint({ method: 'POST', path: '/api/sensor-readings/', body: readingBatchSchema, response: ingestResultSchema, access: 'public' }),
};
