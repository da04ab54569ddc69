import type { Db } from '@rayyan/db';
import { AppError } from '../../shared/app-error';

/** What an organisation's contract limits (spec 6 "Limit Exceeded"). */
export type ContractKind = 'area' | 'fields' | 'trees';

/** Counts what an organisation already uses of one kind; registered by the module that owns it. */
export type UsageCounter = (tx: Db, orgId: string) => Promise<number>;

/** The contracted amounts; null means not limited. */
export interface ContractLimits {
  area: number | null;
  fields: number | null;
  trees: number | null;
}

export interface ContractUsage {
  area_feddan: number;
  fields: number;
  trees: number;
}

export interface ContractLimitsDeps {
  /** The organisation's contracted amounts (read inside the caller's transaction). */
  readLimits(tx: Db, orgId: string): Promise<ContractLimits | undefined>;
}

/**
 * The one mechanism that enforces the contract wherever farms, fields or trees are added: modules
 * register usage counters here, and call `assertWithinContract` inside the transaction that adds.
 * With no counter registered for a kind, usage is honestly 0.
 */
export function createContractLimitsService({ readLimits }: ContractLimitsDeps) {
  const counters: Record<ContractKind, UsageCounter[]> = { area: [], fields: [], trees: [] };

  const usageOf = async (tx: Db, orgId: string, kind: ContractKind) => {
    let total = 0;
    for (const counter of counters[kind]) total += await counter(tx, orgId);
    return total;
  };

  return {
    /** Adds a counter of `kind` (e.g. the fields module registers `countFields`). */
    registerUsageCounter(kind: ContractKind, counter: UsageCounter): void {
      counters[kind].push(counter);
    },

    /** What the organisation uses now. */
    async usage(tx: Db, orgId: string): Promise<ContractUsage> {
      const [area, fields, trees] = await Promise.all([usageOf(tx, orgId, 'area'), usageOf(tx, orgId, 'fields'), usageOf(tx, orgId, 'trees')]);
      return { area_feddan: area, fields, trees };
    },

    /** Throws 403 limit_exceeded when adding `adding` of `kind` would pass the contracted amount. */
    async assertWithinContract(tx: Db, orgId: string, { kind, adding }: { kind: ContractKind; adding: number }): Promise<void> {
      const limits = await readLimits(tx, orgId);
      if (!limits) throw new AppError('not_found', 404);
      const limit = limits[kind];
      if (limit === null) return;
      const used = await usageOf(tx, orgId, kind);
      if (used + adding > limit) throw new AppError('limit_exceeded', 403);
    },
  };
}

export type ContractLimitsService = ReturnType<typeof createContractLimitsService>;
