import type { FastifyPluginAsync } from 'fastify';
import { sensorsEndpoints } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import type { IngestionService } from './ingestion.service';
import { deviceKeyOf } from './sensor-keys';
import type { SensorsService } from './sensors.service';

/** A batch of SENSOR_BATCH_MAX readings is about 700 KB of JSON; room for it and no more. */
const INGEST_BODY_LIMIT = 2 * 1024 * 1024;

/** /api/sensors/ (sensors permissions): CRUD, export, device keys, charts; /api/sensor-readings/ for devices (their key). */
export const sensorsRoutes: FastifyPluginAsync<{ sensors: SensorsService; ingestion: IngestionService; clock: Clock }> = async (app, { sensors, ingestion, clock }) => {
  const tags = ['sensors'];
  const actor = (request: Parameters<typeof callerAccess>[0]) => {
    const access = callerAccess(request);
    return { orgId: access.orgId, userId: access.userId };
  };
  declaredRoute(app, sensorsEndpoints.createKey, { tags, errors: [400, 401, 403, 404] }, (request) => sensors.createKey(actor(request), request.params.id));
  declaredRoute(app, sensorsEndpoints.efficiency, { tags, errors: [400, 401, 403, 404] }, (request) => sensors.efficiency(actor(request).orgId, request.params.id, request.query));
  declaredRoute(app, sensorsEndpoints.readings, { tags, errors: [400, 401, 403, 404] }, (request) => sensors.chart(actor(request).orgId, request.params.id, request.query));
  declaredRoute(
    app,
    sensorsEndpoints.ingest,
    {
      tags,
      errors: [400, 401, 413],
      description: 'Authenticated by the device key: `Authorization: Device <key>`. Every line is checked; `rejected` lists the bad ones with their reason. With `all_or_nothing` (default) one bad line and nothing is stored.',
      extra: { bodyLimit: INGEST_BODY_LIMIT },
    },
    (request) => ingestion.ingestWithKey(deviceKeyOf(request.headers.authorization), request.body),
  );
  registerCrudRoutes(app, {
    endpoints: sensorsEndpoints,
    tag: 'sensors',
    service: sensors,
    clock,
    exportSheet: {
      name: 'Sensors',
      fileName: 'sensors',
      columns: [
        'code', 'category', ['Wireless technology', 'technology'],
        { header: 'Depths (cm)', value: (s) => s.depths_cm.join(', ') },
        ['Field', 'field_name'], ['Battery (%)', 'battery_pct'], ['Signal (dBm)', 'signal_dbm'], ['Last seen', 'last_seen_at'], ['Latitude', 'lat'],
        ['Longitude', 'lng'], ['Notes', 'notes', 40],
      ],
    },
  });
};
