import { describe, expect, it } from 'vitest';
import { rect } from '../src/modules/geography/geo-import/test-fixtures';
import { type Caller, unique, withTenantApp } from './tenants';

// Issue #12: a tree field keeps the direction of its rows on the map (grid_bearing_deg), set through its PATCH.

let a: Caller;

withTenantApp({ a: {} }, (built) => ({ a } = built));

async function treeField() {
  const farm = await a.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'tree', geometry: rect(31.13, 22.73, 31.17, 22.77) } as never);
  expect(farm.statusCode, farm.body).toBe(201);
  const field = await a.call('POST', '/api/fields/', {
    farm_id: farm.json().id, code: unique('T'), name: 'Palms', rows: 10, columns: 20, geometry: rect(31.14, 22.74, 31.145, 22.745),
  } as never);
  expect(field.statusCode, field.body).toBe(201);
  return field.json();
}

describe('the row direction of a tree field (grid_bearing_deg)', () => {
  it('starts unset, is stored through PATCH and cleared with null', async () => {
    const field = await treeField();
    expect(field.grid_bearing_deg).toBeNull();
    const set = await a.call('PATCH', `/api/fields/${field.id}/`, { grid_bearing_deg: 37.5 } as never);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().grid_bearing_deg).toBe(37.5);
    expect((await a.call('GET', `/api/fields/${field.id}/`)).json().grid_bearing_deg).toBe(37.5);
    // The map's borders carry it, so the palms are laid out along it.
    const map = (await a.call('GET', `/api/fields/map/?farm_id=${field.farm_id}`)).json();
    expect(map.results).toEqual([expect.objectContaining({ id: field.id, grid_bearing_deg: 37.5 })]);
    const cleared = await a.call('PATCH', `/api/fields/${field.id}/`, { grid_bearing_deg: null } as never);
    expect(cleared.json().grid_bearing_deg).toBeNull();
  });

  it('refuses a bearing outside 0–360 or not a number with a clear message, and writes nothing', async () => {
    const field = await treeField();
    await a.call('PATCH', `/api/fields/${field.id}/`, { grid_bearing_deg: 90 } as never);
    for (const bad of [-1, 360.5, 1000, 'north']) {
      const response = await a.call('PATCH', `/api/fields/${field.id}/`, { grid_bearing_deg: bad, name: 'Renamed' } as never);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.grid_bearing_deg).toBe('The row direction is a bearing in degrees from 0 to 360 (0 = north, 90 = east).');
    }
    const after = (await a.call('GET', `/api/fields/${field.id}/`)).json();
    expect(after).toMatchObject({ grid_bearing_deg: 90, name: 'Palms' });
  });
});
