import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateTreeRecord } from '@rayyan/contracts';
import { closeFieldDb, FIELD_DB_NAME } from './field-db';
import { outbox, retryDelay, type SendResult } from './outbox';

const USER = 'user-1';
const record = (key: string): CreateTreeRecord => ({ idempotency_key: key, tree_id: '0b6f2c1e-8a3b-4c2d-9e1f-2a3b4c5d6e7f', kind: 'health', changes: { health_state: 'infected' } });

afterEach(async () => {
  await closeFieldDb();
  await new Promise((resolve) => { const req = indexedDB.deleteDatabase(FIELD_DB_NAME); req.onsuccess = req.onerror = () => resolve(null); });
});

describe('the field outbox', () => {
  it('keeps records in the order they were made until the server has them', async () => {
    await outbox.add(USER, record('key-second-0001'), 'T-2', 2_000);
    await outbox.add(USER, record('key-first-00001'), 'T-1', 1_000);
    expect((await outbox.list(USER)).map((e) => e.tree_code)).toEqual(['T-1', 'T-2']);
    const seen: string[] = [];
    const result = await outbox.drain(USER, async (body) => { seen.push(body.idempotency_key); return { kind: 'sent' }; }, { now: 3_000 });
    expect(seen).toEqual(['key-first-00001', 'key-second-0001']);
    expect(result).toEqual({ sent: 2, pending: 0 });
    expect(await outbox.list(USER)).toEqual([]);
  });

  it('stops at a lost connection, keeps the record and waits longer after each failure', async () => {
    await outbox.add(USER, record('key-a-00000001'), 'T-1', 0);
    await outbox.add(USER, record('key-b-00000001'), 'T-2', 50);
    let calls = 0;
    const offline = async (): Promise<SendResult> => { calls += 1; return { kind: 'unreachable' }; };
    expect(await outbox.drain(USER, offline, { now: 10 })).toEqual({ sent: 0, pending: 2 });
    expect(calls).toBe(1);
    const [first] = await outbox.list(USER);
    expect(first).toMatchObject({ attempts: 1, next_at: 10 + retryDelay(1) });
    // Not due yet: nothing is sent; forced (back online), it is.
    expect(await outbox.drain(USER, offline, { now: 11 })).toEqual({ sent: 0, pending: 2 });
    expect(calls).toBe(1);
    expect(await outbox.drain(USER, async () => ({ kind: 'sent' }), { now: 11, force: true })).toEqual({ sent: 2, pending: 0 });
    expect([retryDelay(1), retryDelay(2), retryDelay(3), retryDelay(30)]).toEqual([2_000, 4_000, 8_000, 300_000]);
  });

  it('keeps a refused record with the server’s message and never sends it again', async () => {
    await outbox.add(USER, record('key-refused-01'), 'T-9', 0);
    const refuse = async (): Promise<SendResult> => ({ kind: 'refused', status: 400, message: 'Choose a health state' });
    expect(await outbox.drain(USER, refuse, { now: 1 })).toEqual({ sent: 0, pending: 0 });
    const [entry] = await outbox.list(USER);
    expect(entry!.refused).toEqual({ status: 400, message: 'Choose a health state' });
    let calls = 0;
    await outbox.drain(USER, async () => { calls += 1; return { kind: 'sent' }; }, { now: 10_000_000, force: true });
    expect(calls).toBe(0);
    await outbox.remove('key-refused-01');
    expect(await outbox.list(USER)).toEqual([]);
  });

  it('stores a record twice under one key as one entry (the same record made again replaces itself)', async () => {
    await outbox.add(USER, record('key-same-00001'), 'T-1', 0);
    await outbox.add(USER, record('key-same-00001'), 'T-1', 5);
    expect(await outbox.list(USER)).toHaveLength(1);
  });

  it('belongs to the user who recorded: another user signed in on the phone neither sees nor sends it', async () => {
    await outbox.add(USER, record('key-mine-00001'), 'T-1', 0);
    expect(await outbox.list('user-2')).toEqual([]);
    let calls = 0;
    expect(await outbox.drain('user-2', async () => { calls += 1; return { kind: 'sent' }; }, { force: true })).toEqual({ sent: 0, pending: 0 });
    expect(calls).toBe(0);
    expect(await outbox.list(USER)).toHaveLength(1);
  });
});
