import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { MIGRATIONS_FOLDER, type Db } from './index';
import { getTestDatabase } from './testing';

/** The statements of the migration file `name` that `keep` accepts, for tests that run a data migration again. */
export function migrationStatements(name: string, keep: (statement: string) => boolean = Boolean): string[] {
  return readFileSync(join(MIGRATIONS_FOLDER, name), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(keep);
}

/**
 * Runs `work` in a transaction of the test database rolled back at the end (a data migration touches every
 * organisation of the shared test database); the test fails when `work` throws.
 */
export async function inRolledBackTransaction(work: (db: Db) => Promise<void>): Promise<void> {
  const { db: database } = await getTestDatabase();
  const rolledBack = new Error('rolled back');
  await expect(
    database.transaction(async (transaction) => {
      await work(transaction as unknown as Db);
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
}
