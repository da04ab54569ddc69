import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '@rayyan/db';
import type { IngestResult, IrrigationStatus, SensorEfficiency, SensorKey, SensorRecord } from '@rayyan/contracts';
import { withTestApp } from './helpers';
import { buildTenant, createAdvisoryPivot, createCropFarm } from './tenants';

let app: FastifyInstance;
let db: Db;

withTestApp((built) => ({ app, db } = built));

const ok = async <T>(response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

/** A new tenant's advisory pivot on a crop farm, with the farm's weather (simulated provider) that the water balance needs. */
async function advisedPivot() {
  const owner = await buildTenant(app, db);
  const farmId = await createCropFarm(owner);
  const fieldId = await createAdvisoryPivot(owner, farmId);
  expect(await app.weatherJobs.refresh({ farmId })).toBe(1);
  return { owner, fieldId };
}

describe("a flow meter's irrigation efficiency", () => {
  it("spreads the metered water over its field and sets it against the balance's ETc and advice in 10-day windows", async () => {
    const { owner, fieldId } = await advisedPivot();
    const meter = await ok<SensorRecord>(await owner.call('POST', '/api/sensors/', { code: 'FM-1', category: 'flow_meter', technology: 'wired', crop_field_id: fieldId }), 201);
    const { key } = await ok<SensorKey>(await owner.call('POST', `/api/sensors/${meter.id}/key/`), 201);
    // 180 m³/h for the first 10 hours (UTC) of each of the 19 days before today.
    const today = new Date(new Date().toISOString().slice(0, 10));
    const readings = [];
    const meteredDays: string[] = [];
    for (let d = 1; d <= 19; d++) {
      meteredDays.push(new Date(today.getTime() - d * 86_400_000).toISOString().slice(0, 10));
      for (let q = 0; q < 40; q++) {
        readings.push({ sensor_code: 'FM-1', measured_at: new Date(today.getTime() - d * 86_400_000 + q * 900_000).toISOString(), quantity: 'flow_rate', value: 180, unit: 'm3/h' });
      }
    }
    const stored = await ok<IngestResult>(await app.inject({ method: 'POST', url: '/api/sensor-readings/', headers: { authorization: `Device ${key}` }, payload: { readings } }));
    expect(stored).toMatchObject({ stored: 760, rejected: [] });

    const answer = await ok<SensorEfficiency>(await owner.call('GET', `/api/sensors/${meter.id}/efficiency/?days=20`));
    expect(answer).toMatchObject({ reason: null, application_efficiency: 0.85 });
    expect(answer.windows).toHaveLength(2);
    const perDayMm = (1800 / answer.area_m2!) * 1000;
    // The windows end on the farm's own today (Cairo time), which late in the UTC evening is already tomorrow: each
    // window holds the metered days between its dates, 10 in the older one and 8 or 9 in the newer (today has none).
    const meteredIn = (w: { from: string; to: string }) => meteredDays.filter((day) => day >= w.from && day <= w.to).length;
    expect(meteredIn(answer.windows[0]!)).toBe(10);
    expect(meteredIn(answer.windows[1]!)).toBeGreaterThanOrEqual(8);
    for (const window of answer.windows) expect(window.applied_mm).toBeCloseTo(meteredIn(window) * perDayMm, 0);
    for (const window of answer.windows) {
      expect(window.etc_mm).toBeGreaterThan(0);
      expect(window.efficiency_pct).toBe(Math.round((window.etc_mm / window.applied_mm) * 100));
      expect(window.flag).toBe(window.applied_mm > window.advised_mm * 1.2 ? 'over' : window.applied_mm < window.advised_mm * 0.8 ? 'under' : 'ok');
    }
  });

  it('has no windows for a sensor that is no flow meter, or a flow meter outside a field', async () => {
    const owner = await buildTenant(app, db);
    const probe = await ok<SensorRecord>(await owner.call('POST', '/api/sensors/', { code: 'P-1', category: 'soil_moisture_probe', technology: 'lorawan', depths_cm: [20] }), 201);
    const loose = await ok<SensorRecord>(await owner.call('POST', '/api/sensors/', { code: 'FM-2', category: 'flow_meter', technology: 'wired' }), 201);
    expect(await ok<SensorEfficiency>(await owner.call('GET', `/api/sensors/${probe.id}/efficiency/`))).toMatchObject({ windows: [], reason: 'not_flow_meter' });
    expect(await ok<SensorEfficiency>(await owner.call('GET', `/api/sensors/${loose.id}/efficiency/`))).toMatchObject({ windows: [], reason: 'no_field' });
    expect((await owner.call('GET', `/api/sensors/${probe.id}/efficiency/?days=5`)).statusCode).toBe(400);
  });
});

describe('a soil moisture probe in the irrigation advice', () => {
  it("replaces the balance's depletion by the one it measured and shows both in the explanation", async () => {
    const { owner, fieldId } = await advisedPivot();
    const url = `/api/crop-fields/${fieldId}/irrigation/calculate/`;
    const modelled = (await ok<IrrigationStatus>(await owner.call('POST', url))).explanation!;
    expect(modelled.soil_moisture).toBeNull();

    // The probe's last day: 12 % at every depth in a sandy loam (field capacity 0.23 in FAO-56 Table 19, mid value).
    const probe = await ok<SensorRecord>(await owner.call('POST', '/api/sensors/', { code: 'P-ADV', category: 'soil_moisture_probe', technology: 'lorawan', depths_cm: [10, 30, 60], crop_field_id: fieldId }), 201);
    const { key } = await ok<SensorKey>(await owner.call('POST', `/api/sensors/${probe.id}/key/`), 201);
    const now = Date.now();
    const readings = [10, 30, 60].flatMap((depth_cm) =>
      Array.from({ length: 8 }, (_, i) => ({ sensor_code: 'P-ADV', measured_at: new Date(now - (i + 1) * 3600_000).toISOString(), quantity: 'soil_moisture', depth_cm, value: 12, unit: '%' })),
    );
    expect(await ok<IngestResult>(await app.inject({ method: 'POST', url: '/api/sensor-readings/', headers: { authorization: `Device ${key}` }, payload: { readings } }))).toMatchObject({ stored: 24 });

    const measured = (await ok<IrrigationStatus>(await owner.call('POST', url))).explanation!;
    expect(measured.soil_moisture).toMatchObject({ depths_cm: [10, 30, 60], modelled_depletion_mm: modelled.depletion_mm });
    expect(measured.depletion_mm).toBe(measured.soil_moisture!.measured_depletion_mm);
    // FAO-56 eq. 87 over the root zone the balance has reached (TAW = 1000 (θFC − θWP) Zr, θWP 0.11), within TAW.
    const rootDepthM = measured.taw_mm / (1000 * (0.23 - 0.11));
    expect(measured.depletion_mm).toBeCloseTo(Math.min(measured.taw_mm, 1000 * (0.23 - 0.12) * rootDepthM), 1);
  });
});
