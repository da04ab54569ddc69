import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldRegistry } from '@rayyan/contracts';
import { closeFieldDb } from './field-db';
import { registryIndex, registryStore } from './registry-store';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123';
const registry: FieldRegistry = {
  fields: [{ id: '11111111-1111-4111-8111-111111111111', code: 'AHSA-01-A', name: 'Khalas Block A' }],
  trees: [{ id: '22222222-2222-4222-8222-222222222222', code: 'AHSA-01-A-R001-C002', field_id: '11111111-1111-4111-8111-111111111111', row: 1, column: 2, token: TOKEN, health_state: 'healthy', spot_state: 'planted', drips_working: 4, drips_broken: 0, drips_blocked: 0 }],
  truncated: false,
  generated_at: '2026-11-24T10:00:00.000Z',
};

afterEach(() => closeFieldDb());

describe('the registry on the phone', () => {
  it('is kept per user and read back after a reload', async () => {
    await registryStore.save('user-1', registry);
    expect((await registryStore.load('user-1'))?.trees[0]?.code).toBe('AHSA-01-A-R001-C002');
    expect(await registryStore.load('user-2')).toBeUndefined();
  });

  it('finds a tree by a typed code in any letter case, and by its label link', () => {
    const index = registryIndex(registry);
    expect(index.byCode(' ahsa-01-a-r001-c002 ')).toMatchObject({ kind: 'found', tree: { row: 1, column: 2 } });
    expect(index.byCode('AHSA-01-A-R009-C009')).toEqual({ kind: 'unknown_code' });
    expect(index.byLink(`https://rayyan.example/trees/q/${TOKEN}`)).toMatchObject({ kind: 'found' });
    expect(index.byLink(`https://rayyan.example/trees/q/${TOKEN.slice(0, 29)}x`)).toEqual({ kind: 'unknown_label' });
    expect(index.byLink('hello')).toEqual({ kind: 'not_a_label' });
    expect(index.field(registry.fields[0]!.id)?.name).toBe('Khalas Block A');
  });
});
