import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assetMaintenance, type Db } from '@rayyan/db';
import { maintenanceDueSchema, maintenanceLogSchema } from '@rayyan/contracts';
import { type Caller, createCropFarm, unique, withTenantApp } from './tenants';

const TODAY = '2026-06-10';
let db: Db;
let a: Caller;
let b: Caller;

withTenantApp({ a: {}, b: {} }, (built) => ({ db, a, b } = built), {}, { clock: { now: () => new Date(`${TODAY}T09:00:00Z`) } });

const created = async (response: { statusCode: number; body: string; json: () => unknown }, status = 201) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { id: string };
};
const asset = async (caller: Caller, farmId: string, type: string, attributes: Record<string, unknown>) =>
  created(await caller.call('POST', '/api/assets/', { farm_id: farmId, type, code: unique('M').replace(' ', '-'), name: unique('Asset'), attributes } as never));

describe('asset maintenance', () => {
  it('logs services, schedules by days and running hours and lists what is due, overdue first', async () => {
    const farmId = await createCropFarm(a);
    const tractor = await asset(a, farmId, 'machinery', { machine_type: 'Tractor', hours: 1480 });
    const pump = await asset(a, farmId, 'pump', { power_kw: 75, rated_flow_m3_h: 300, head_m: 60 });
    const camera = await asset(a, farmId, 'camera', {});

    // The tractor: every 250 running hours, last serviced at 1,250 h; it reads 1,480 h (230 of 250: due soon).
    expect((await a.call('PUT', `/api/assets/${tractor.id}/maintenance/schedule/`, { every_days: null, every_hours: 250 } as never)).statusCode).toBe(200);
    const service = await created(await a.call('POST', `/api/assets/${tractor.id}/maintenance/`, { date: '2026-03-02', work: 'Oil and filters', cost: 1850.5, hours: 1250 } as never));
    // The pump: every 90 days, last serviced 100 days ago (overdue); the camera has no schedule.
    await a.call('PUT', `/api/assets/${pump.id}/maintenance/schedule/`, { every_days: 90, every_hours: null } as never);
    await created(await a.call('POST', `/api/assets/${pump.id}/maintenance/`, { date: '2026-03-02', work: 'Bearings greased' } as never));

    const log = maintenanceLogSchema.parse((await a.call('GET', `/api/assets/${tractor.id}/maintenance/`)).json());
    expect(log).toMatchObject({ schedule: { every_days: null, every_hours: 250 }, entries: [{ id: service.id, work: 'Oil and filters', cost: 1850.5, hours: 1250 }] });

    const due = maintenanceDueSchema.array().parse((await a.call('GET', `/api/assets/maintenance-due/?farm_id=${farmId}`)).json());
    expect(due.map((d) => [d.asset_id, d.status])).toEqual([
      [pump.id, 'overdue'],
      [tractor.id, 'due_soon'],
    ]);
    expect(due[0]).toMatchObject({ last_date: '2026-03-02', next_due_date: '2026-05-31', every_days: 90 });
    expect(due[1]).toMatchObject({ last_hours: 1250, current_hours: 1480, next_due_hours: 1500, next_due_date: null });
    expect(due.map((d) => d.asset_id)).not.toContain(camera.id);

    // A service without hours leaves the hours schedule at the last one that read them.
    await created(await a.call('POST', `/api/assets/${tractor.id}/maintenance/`, { date: '2026-04-01', work: 'Greased' } as never));
    const tractorDue = maintenanceDueSchema.array().parse((await a.call('GET', `/api/assets/maintenance-due/?farm_id=${farmId}`)).json());
    expect(tractorDue.find((d) => d.asset_id === tractor.id)).toMatchObject({ last_date: '2026-04-01', last_hours: 1250, next_due_hours: 1500 });

    // Serviced again today: the pump is scheduled 90 days on.
    await created(await a.call('POST', `/api/assets/${pump.id}/maintenance/`, { date: TODAY, work: 'Seal replaced', cost: 600 } as never));
    const after = maintenanceDueSchema.array().parse((await a.call('GET', `/api/assets/maintenance-due/?farm_id=${farmId}`)).json());
    expect(after.find((d) => d.asset_id === pump.id)).toMatchObject({ status: 'scheduled', next_due_date: '2026-09-08' });

    // A removed entry is gone; bad input is refused and writes nothing.
    expect((await a.call('DELETE', `/api/assets/${tractor.id}/maintenance/${service.id}/`)).statusCode).toBe(204);
    expect((await db.select().from(assetMaintenance).where(eq(assetMaintenance.assetId, tractor.id))).map((r) => r.work)).toEqual(['Greased']);
    for (const body of [{ date: '2026-13-01', work: 'x' }, { date: TODAY, work: '' }, { date: TODAY, work: 'x', cost: -1 }, { date: TODAY, work: 'x', hours: -5 }]) {
      expect((await a.call('POST', `/api/assets/${tractor.id}/maintenance/`, body as never)).statusCode).toBe(400);
    }
    expect((await a.call('PUT', `/api/assets/${tractor.id}/maintenance/schedule/`, { every_days: 0, every_hours: null } as never)).statusCode).toBe(400);
    expect(await db.select().from(assetMaintenance).where(eq(assetMaintenance.assetId, tractor.id))).toHaveLength(1);
  });

  it("another organisation reads, logs, removes and schedules nothing of an organisation's assets", async () => {
    const farmId = await createCropFarm(a);
    const pump = await asset(a, farmId, 'pump', { power_kw: 7, rated_flow_m3_h: 30, head_m: 20 });
    const entry = await created(await a.call('POST', `/api/assets/${pump.id}/maintenance/`, { date: TODAY, work: 'Check' } as never));
    expect((await b.call('GET', `/api/assets/${pump.id}/maintenance/`)).statusCode).toBe(404);
    expect((await b.call('POST', `/api/assets/${pump.id}/maintenance/`, { date: TODAY, work: 'Intrusion' } as never)).statusCode).toBe(404);
    expect((await b.call('DELETE', `/api/assets/${pump.id}/maintenance/${entry.id}/`)).statusCode).toBe(404);
    expect((await b.call('PUT', `/api/assets/${pump.id}/maintenance/schedule/`, { every_days: 5, every_hours: null } as never)).statusCode).toBe(404);
    expect((await db.select().from(assetMaintenance).where(eq(assetMaintenance.assetId, pump.id))).map((r) => r.work)).toEqual(['Check']);
    expect((await a.call('GET', `/api/assets/${pump.id}/maintenance/`)).json().schedule).toEqual({ every_days: null, every_hours: null });
  });
});
