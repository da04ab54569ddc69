import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POLICY_TEMPLATES } from '@rayyan/contracts';
import { activityLog, type Db } from '@rayyan/db';
import { bodies, type Caller, unique, withTenantApp } from './tenants';

/**
 * Two people saving different fields of the same record at the same moment both keep their change, and
 * the activity log names only what each of them changed. On PostgreSQL (DATABASE_URL) the two requests of
 * a pair really run at once on separate pooled connections; on PGlite they are serialised.
 */
const PAIRS = 20;
const SQUARE = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };
const INSIDE = { type: 'Polygon', coordinates: [[[31.14, 22.74], [31.16, 22.74], [31.16, 22.76], [31.14, 22.76], [31.14, 22.74]]] };

let db: Db;
let admin: Caller;
let superAdmin: Caller;

withTenantApp({ admin: {}, superAdmin: { superAdmin: true } }, (built) => ({ db, admin, superAdmin } = built));

async function created(caller: Caller, url: string, body: object): Promise<{ id: string } & Record<string, unknown>> {
  const response = await caller.call('POST', url, body as never);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}
const farm = (caller: Caller, farmingType: 'tree' | 'crop') => created(caller, '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: farmingType, geometry: SQUARE });
const cropField = async (caller: Caller) =>
  created(caller, '/api/crop-fields/', { farm_id: (await farm(caller, 'crop')).id, code: unique('C'), name: unique('Crop'), crop: 'wheat', geometry: INSIDE });
const treeField = async (caller: Caller) =>
  created(caller, '/api/fields/', { farm_id: (await farm(caller, 'tree')).id, code: unique('T'), name: unique('Trees'), geometry: INSIDE, rows: 10, columns: 10 });

/** One field of a pair: the body sent on pair `i` and where the saved value is read. */
interface Side {
  body: (i: number) => Record<string, unknown>;
  read: (record: Record<string, unknown>) => unknown;
  value: (i: number) => unknown;
}
const field = (key: string, value: (i: number) => unknown): Side => ({ body: (i) => ({ [key]: value(i) }), read: (r) => r[key], value });

interface Target {
  /** The PATCH URL (and read URL unless `readUrl`), the extra body every PATCH carries, the activity-log entity. */
  url: string;
  readUrl?: string;
  pick?: (json: Record<string, unknown>) => Record<string, unknown>;
  extra?: Record<string, unknown>;
  log?: { entity: string; id: string };
}
interface Route {
  name: string;
  caller: () => Caller;
  target: (caller: Caller) => Promise<Target>;
  a: Side;
  b: Side;
}

const text = (prefix: string) => (i: number) => `${prefix} ${i + 1}`;
const flip = (i: number) => i % 2 === 0;

/** The route of a record the admin creates with `body` at `list` and patches at `list`/id/, logged as `entity`. */
const adminRecord = (name: string, list: string, entity: string, body: () => object, a: Side, b: Side): Route => ({
  name,
  caller: () => admin,
  target: async (c) => {
    const { id } = await created(c, list, body());
    return { url: `${list}${id}/`, log: { entity, id } };
  },
  a,
  b,
});

const ROUTES: Route[] = [
  {
    name: 'crop field irrigation settings',
    caller: () => admin,
    target: async (c) => {
      const { id } = await cropField(c);
      return { url: `/api/crop-fields/${id}/irrigation/settings/`, readUrl: `/api/crop-fields/${id}/irrigation/`, pick: (j) => j.settings as Record<string, unknown>, log: { entity: 'irrigation_settings', id } };
    },
    a: field('efficiency', (i) => 0.6 + i / 100),
    b: field('application_rate_mm_h', (i) => 7 + i),
  },
  {
    name: 'tree field irrigation settings',
    caller: () => admin,
    target: async (c) => {
      const { id } = await treeField(c);
      return { url: `/api/fields/${id}/irrigation/settings/`, readUrl: `/api/fields/${id}/irrigation/`, pick: (j) => j.settings as Record<string, unknown>, log: { entity: 'irrigation_settings', id } };
    },
    a: field('drips_per_tree', (i) => 5 + i),
    b: field('drip_flow_lph', (i) => 9 + i),
  },
  {
    name: 'farm services',
    caller: () => admin,
    target: async (c) => {
      const { id } = await farm(c, 'tree');
      return { url: `/api/farms/${id}/`, log: { entity: 'farm', id } };
    },
    a: { body: (i) => ({ services: { hd_satellite_imagery: flip(i) } }), read: (r) => (r.services as Record<string, unknown>).hd_satellite_imagery, value: flip },
    b: { body: (i) => ({ services: { chatbot: flip(i) } }), read: (r) => (r.services as Record<string, unknown>).chatbot, value: flip },
  },
  {
    name: 'farm',
    caller: () => admin,
    target: async (c) => {
      const { id } = await farm(c, 'tree');
      return { url: `/api/farms/${id}/`, log: { entity: 'farm', id } };
    },
    a: field('name', text('Farm')),
    b: field('address', text('Road')),
  },
  adminRecord('region', '/api/regions/', 'region', () => ({ name: unique('Region'), code: unique('R') }), field('name', text('Region')), field('address', text('Road'))),
  {
    name: 'tree field',
    caller: () => admin,
    target: async (c) => {
      const { id } = await treeField(c);
      return { url: `/api/fields/${id}/`, log: { entity: 'tree_field', id } };
    },
    a: field('name', text('Block')),
    b: field('main_valve', text('Valve')),
  },
  {
    name: 'crop field',
    caller: () => admin,
    target: async (c) => {
      const { id } = await cropField(c);
      return { url: `/api/crop-fields/${id}/`, log: { entity: 'crop_field', id } };
    },
    a: field('name', text('Pivot')),
    b: field('official_area_feddan', (i) => 10 + i),
  },
  {
    name: 'crop season',
    caller: () => admin,
    target: async (c) => {
      const { id } = await cropField(c);
      const started = await c.call('POST', `/api/crop-fields/${id}/season/`, { season: 'spring', planting_date: '2026-03-01' } as never);
      expect(started.statusCode, started.body).toBe(200);
      return { url: `/api/crop-fields/${id}/season/`, readUrl: `/api/crop-fields/${id}/`, log: { entity: 'crop_field', id } };
    },
    a: field('season', (i) => (flip(i) ? 'winter' : 'summer')),
    b: field('expected_yield_ton', (i) => 20 + i),
  },
  adminRecord('labor', '/api/labors/', 'labor', bodies.labor, field('name', text('Worker')), field('salary', (i) => 4000 + i)),
  adminRecord('farm owner', '/api/farm-owners/', 'farm_owner', bodies.farmOwner, field('name', text('Owner')), field('contact', text('Contact'))),
  adminRecord('growth profile', '/api/growth-profiles/', 'growth_profile', bodies.growthProfile, field('name', text('Growth')), field('depletion_p', (i) => 0.4 + i / 100)),
  adminRecord('KC profile', '/api/kc-profiles/', 'kc_profile', bodies.kcProfile, field('name', text('Kc')), field('kc_mid', (i) => 1.0 + i / 100)),
  adminRecord('plant variety', '/api/plant-varieties/', 'plant_variety', () => ({ name: unique('Spunta'), crop: 'potato' }), field('name', text('Variety')), field('notes', text('Note'))),
  adminRecord('access policy', '/api/policies/', 'policy', bodies.policy, field('name', text('Policy')), {
    body: (i) => ({ permissions: flip(i) ? POLICY_TEMPLATES.full_access : POLICY_TEMPLATES.view_only }),
    read: (r) => (r.permissions as Record<string, string[]>).farm_and_fields!.join(','),
    value: (i) => (flip(i) ? POLICY_TEMPLATES.full_access : POLICY_TEMPLATES.view_only).farm_and_fields!.join(','),
  }),
  adminRecord('user', '/api/users/', 'user', bodies.user, field('name', text('Person')), field('designation', text('Designation'))),
  {
    name: 'organisation',
    caller: () => superAdmin,
    target: async (c) => ({ url: '/api/organizations/', readUrl: `/api/organizations/${c.org.id}/`, extra: { id: c.org.id }, log: { entity: 'organization', id: c.org.id } }),
    a: field('name', text('Organisation')),
    b: field('contracted_fields', (i) => 100 + i),
  },
  {
    name: 'crop rotation',
    caller: () => admin,
    target: async (c) => {
      const { id: fieldId } = await cropField(c);
      const { id } = await created(c, '/api/crop-rotations/', { crop_field_id: fieldId, crop: 'Alfalfa', plantation_type: 'direct_seeding', planting_date: '2025-10-01' });
      return { url: `/api/crop-rotations/${id}/`, readUrl: `/api/crop-fields/${fieldId}/rotations/`, pick: (j) => (j as unknown as Record<string, unknown>[])[0]!, log: { entity: 'crop_rotation', id } };
    },
    a: field('variety', text('Variety')),
    b: field('notes', text('Note')),
  },
  {
    name: 'weather alert',
    caller: () => admin,
    target: async (c) => {
      const { id } = await created(c, '/api/weather-alerts/', { name: unique('Heat'), type: 'heat', always_active: true, max_threshold: 40 });
      return { url: `/api/weather-alerts/${id}/` };
    },
    a: field('name', text('Alert')),
    b: field('max_threshold', (i) => 41 + i),
  },
];

describe('concurrent partial updates', () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s: parallel PATCHes of different fields lose no write and log only their own field', async (_name, route) => {
    const caller = route.caller();
    const target = await route.target(caller);
    const updates = () =>
      db
        .select({ id: activityLog.id, changes: activityLog.changes })
        .from(activityLog)
        .where(and(eq(activityLog.entity, target.log!.entity), eq(activityLog.entityId, target.log!.id), eq(activityLog.action, 'update')));
    const earlier = new Set(target.log ? (await updates()).map((e) => e.id) : []);
    const lost: string[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const responses = await Promise.all(
        [route.a, route.b].map((side) => caller.call('PATCH', target.url, { ...target.extra, ...side.body(i) } as never)),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const read = await caller.call('GET', target.readUrl ?? target.url);
      expect(read.statusCode, read.body).toBe(200);
      const record = target.pick ? target.pick(read.json()) : read.json();
      if (route.a.read(record) !== route.a.value(i)) lost.push(`pair ${i}: a is ${String(route.a.read(record))}`);
      if (route.b.read(record) !== route.b.value(i)) lost.push(`pair ${i}: b is ${String(route.b.read(record))}`);
    }
    expect(lost).toEqual([]);

    if (target.log) {
      const entries = (await updates()).filter((e) => !earlier.has(e.id));
      // Each request changed one field: an entry naming two attributes someone else's change to this user.
      const misattributed = entries.map((e) => Object.keys(e.changes)).filter((keys) => keys.length !== 1);
      expect(misattributed).toEqual([]);
      expect(entries).toHaveLength(2 * PAIRS);
    }
  });

  it('checks a weather alert patch against the stored alert as it is when written: the two thresholds never cross', async () => {
    const { id } = await created(admin, '/api/weather-alerts/', { name: unique('Frost'), type: 'cold', always_active: true, min_threshold: 10, max_threshold: 20 });
    for (let i = 0; i < PAIRS; i++) {
      const [min, max] = await Promise.all([
        admin.call('PATCH', `/api/weather-alerts/${id}/`, { min_threshold: 18 } as never),
        admin.call('PATCH', `/api/weather-alerts/${id}/`, { max_threshold: 12 } as never),
      ]);
      // Each is valid alone; together min would pass max, so the later one is refused.
      expect([min.statusCode, max.statusCode].sort()).toEqual([200, 400]);
      const stored = (await admin.call('GET', `/api/weather-alerts/${id}/`)).json();
      expect(stored.min_threshold).toBeLessThanOrEqual(stored.max_threshold);
      const reset = await admin.call('PATCH', `/api/weather-alerts/${id}/`, { min_threshold: 10, max_threshold: 20 } as never);
      expect(reset.statusCode, reset.body).toBe(200);
    }
  });

  it('starts one season when several starts of the same field arrive at once; the others answer 409', async () => {
    for (let round = 0; round < 5; round++) {
      const { id } = await cropField(admin);
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => admin.call('POST', `/api/crop-fields/${id}/season/`, { season: 'winter', planting_date: '2026-01-10' } as never)),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes, responses.map((r) => r.body).join('\n')).toEqual([200, 409, 409, 409]);
      for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().error.code).toBe('season_already_active');
      const seasons = (await admin.call('GET', `/api/crop-fields/${id}/seasons/`)).json();
      expect(seasons.filter((s: { state: string }) => s.state === 'active')).toHaveLength(1);
    }
  });
});
