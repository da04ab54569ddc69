import { describe, expect, it } from 'vitest';
import type { Db } from '@rayyan/db';
import { AppError } from '../../shared/app-error';
import { createContractLimitsService, type ContractLimits } from './contract-limits.service';

const tx = {} as Db;

function setup(limits: ContractLimits, usage: { fields?: number; trees?: number; area?: number } = {}) {
  const service = createContractLimitsService({ readLimits: async (_tx, orgId) => (orgId === 'org-1' ? limits : undefined) });
  if (usage.fields !== undefined) service.registerUsageCounter('fields', async () => usage.fields!);
  if (usage.trees !== undefined) {
    // Two modules may count the same kind (e.g. palms and citrus trees); usage is their sum.
    service.registerUsageCounter('trees', async () => usage.trees! - 1);
    service.registerUsageCounter('trees', async () => 1);
  }
  if (usage.area !== undefined) service.registerUsageCounter('area', async () => usage.area!);
  return service;
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return [(error as AppError).code, (error as AppError).status];
};

describe('contract limits', () => {
  it('refuses adding at the limit and allows below it', async () => {
    const service = setup({ area: 100, fields: 10, trees: 500 }, { fields: 9, trees: 500, area: 99.5 });
    await expect(service.assertWithinContract(tx, 'org-1', { kind: 'fields', adding: 1 })).resolves.toBeUndefined();
    expect(await refusal(service.assertWithinContract(tx, 'org-1', { kind: 'fields', adding: 2 }))).toEqual(['limit_exceeded', 403]);
    expect(await refusal(service.assertWithinContract(tx, 'org-1', { kind: 'trees', adding: 1 }))).toEqual(['limit_exceeded', 403]);
    await expect(service.assertWithinContract(tx, 'org-1', { kind: 'area', adding: 0.5 })).resolves.toBeUndefined();
    expect(await refusal(service.assertWithinContract(tx, 'org-1', { kind: 'area', adding: 0.6 }))).toEqual(['limit_exceeded', 403]);
  });

  it('treats a null limit as unlimited', async () => {
    const service = setup({ area: null, fields: null, trees: null }, { fields: 1_000_000, trees: 5_000_000 });
    await expect(service.assertWithinContract(tx, 'org-1', { kind: 'fields', adding: 100 })).resolves.toBeUndefined();
    await expect(service.assertWithinContract(tx, 'org-1', { kind: 'trees', adding: 100 })).resolves.toBeUndefined();
  });

  it('counts zero usage when no module has registered a counter, so a zero limit refuses the first one', async () => {
    const service = setup({ area: 10, fields: 0, trees: 3 });
    expect(await service.usage(tx, 'org-1')).toEqual({ area_feddan: 0, fields: 0, trees: 0 });
    expect(await refusal(service.assertWithinContract(tx, 'org-1', { kind: 'fields', adding: 1 }))).toEqual(['limit_exceeded', 403]);
    await expect(service.assertWithinContract(tx, 'org-1', { kind: 'trees', adding: 3 })).resolves.toBeUndefined();
  });

  it('sums the registered counters for the usage report', async () => {
    const service = setup({ area: null, fields: null, trees: null }, { fields: 4, trees: 12, area: 7.5 });
    expect(await service.usage(tx, 'org-1')).toEqual({ area_feddan: 7.5, fields: 4, trees: 12 });
  });

  it('answers not found for an unknown organisation', async () => {
    const service = setup({ area: null, fields: null, trees: null });
    expect(await refusal(service.assertWithinContract(tx, 'org-x', { kind: 'fields', adding: 1 }))).toEqual(['not_found', 404]);
  });
});
