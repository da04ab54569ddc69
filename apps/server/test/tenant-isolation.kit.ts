import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '@rayyan/db';
import type { Caller, Method } from './tenants';

/** A list route's URL for a search, given the name searched (none: the bare list). */
export const searched = (base: string) => (name: string) => (name ? `${base}?search=${encodeURIComponent(name)}` : base);

/** One route's isolation check. */
export type IsolationCheck<Ctx> = (ctx: Ctx) => Promise<void>;

/**
 * What an area's isolation checks (`tenant-isolation.<area>.ts`) take from tenant-isolation.medium.test.ts: its item
 * and list checks and the answer readers, passed in so neither file imports the other's internals.
 */
export interface IsolationKit<Ctx extends { a: Caller; b: Caller; db: Db }> {
  /** B is refused a record of A and A's record is unchanged; the owner's identical request works (or answers `ownerStatus`). */
  item: (check: {
    create: (ctx: Ctx) => Promise<string>;
    request: (id: string, ctx: Ctx) => { method: Method; url: string; payload?: unknown };
    snapshot: (id: string, ctx: Ctx) => Promise<unknown>;
    ownerStatus?: number;
  }) => IsolationCheck<Ctx>;
  /** B's list holds none of A's records; A's own does. */
  list: (check: { create: (ctx: Ctx) => Promise<{ id: string; name: string }>; url: (name: string) => string; read: (response: LightMyRequestResponse) => Promise<string> }) => IsolationCheck<Ctx>;
  json: (response: LightMyRequestResponse) => Promise<string>;
}

/** The kit with the readers and builders some areas' checks take beside item, list and json. */
export interface AreaIsolationKit<Ctx extends { a: Caller; b: Caller; db: Db }> extends IsolationKit<Ctx> {
  /** The text of an exported workbook's cells. */
  xlsxText: (response: LightMyRequestResponse) => Promise<string>;
  /** A new farm of the caller's organisation, of the given type. */
  farmOf: (caller: Caller, type: 'tree' | 'crop') => Promise<string>;
  /** A new field of that kind on the caller's farm. */
  createFieldIn: (caller: Caller, kind: 'tree' | 'crop', farmId: string) => Promise<string>;
}
