import { describe, expect, it } from 'vitest';
import { diffChanges } from './activity-diff';

describe('activity-log diff', () => {
  it('lists only the fields that changed, from and to', () => {
    const before = { id: '1', name: 'Ahmed', salary: 3000, tags: ['a'], updated_at: 'x' };
    const after = { id: '1', name: 'Ahmed', salary: 3500, tags: ['a', 'b'], updated_at: 'y' };
    expect(diffChanges(before, after)).toEqual({ salary: { from: 3000, to: 3500 }, tags: { from: ['a'], to: ['a', 'b'] } });
  });

  it('records a create from null and a delete to null, skipping empty fields and bookkeeping columns', () => {
    expect(diffChanges(null, { id: '1', org_id: 'o', name: 'A', notes: null, created_at: 't' })).toEqual({ name: { from: null, to: 'A' } });
    expect(diffChanges({ id: '1', name: 'A' }, null)).toEqual({ name: { from: 'A', to: null } });
  });

  it('never copies passwords or their hashes, only that they changed', () => {
    const changes = diffChanges({ password_hash: '$argon2id$old' }, { password_hash: '$argon2id$new' });
    expect(changes).toEqual({ password_hash: { from: null, to: 'changed' } });
    expect(JSON.stringify(diffChanges(null, { password: 'secret-pass' }))).not.toContain('secret-pass');
  });
});
