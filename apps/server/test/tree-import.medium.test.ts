import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, organizations, treeFields, trees, type Db } from '@rayyan/db';
import { sheetMultipart, sheetWorkbook } from './sheets';
import { buildPalmBlock, type Caller, readXlsx, withTenantApp } from './tenants';

/** Trees imported from Excel (issue #12): created and updated by field, row and column or code, all or nothing. */

let db: Db;
let a: Caller;
let b: Caller;
let fieldA: { id: string; code: string };
let fieldB: { id: string; code: string };

const HEADER = ['Code', 'Field', 'Row', 'Column', 'Variety', 'Health State', 'Spot State', 'Drips Total', 'Drips Working', 'Plantation Date'];
const send = async (caller: Caller, url: string, rows: unknown[][], fields: Record<string, string | number> = {}) => {
  const body = sheetMultipart(await sheetWorkbook(rows, { name: 'Trees' }), { sheet: 'Trees', ...fields }, 'trees.xlsx');
  return caller.call('POST', url, body.payload, body.headers);
};
const fieldOf = async (caller: Caller, rows: number, columns: number) => {
  const { fieldId } = await buildPalmBlock(caller, rows, columns);
  const [field] = await db.select({ code: treeFields.code }).from(treeFields).where(eq(treeFields.id, fieldId));
  return { id: fieldId, code: field!.code };
};
const treesOf = (fieldId: string) => db.select().from(trees).where(eq(trees.fieldId, fieldId)).orderBy(trees.row, trees.column);
/** Every tree of the field as it stands, to compare before and after a refused import. */
const snapshot = async (fieldId: string) => JSON.stringify((await treesOf(fieldId)).map(({ updatedAt: _u, createdAt: _c, ...t }) => t));

withTenantApp({ a: {}, b: {} }, async (built) => {
  ({ db, a, b } = built);
  // A 3 × 4 grid: trees on rows 1-2 only (row 3 left free for imports).
  fieldA = await fieldOf(a, 3, 4);
  await db.delete(trees).where(and(eq(trees.fieldId, fieldA.id), eq(trees.row, 3)));
  fieldB = await fieldOf(b, 2, 2);
});

describe('tree import', () => {
  it('previews and imports: updates trees found by spot or code, creates trees on free spots, in one transaction', async () => {
    const existing = (await treesOf(fieldA.id))[1]!;
    const rows = [
      HEADER,
      ['', fieldA.code, 1, 1, '', 'infected', '', 8, 6, ''],
      [existing.code.toLowerCase(), fieldA.code, '', '', '', 'recently treated or healing', 'planted', '', '', ''],
      ['', fieldA.code.toLowerCase(), 3, 1, 'Sukkari', 'سليمة', 'Stone soil', '', '', '2019-03-01'],
      ['PALM-NEW-7', fieldA.code, 3, 2, '', '', '', 4, 4, ''],
    ];
    const preview = await send(a, '/api/trees/import/preview/', rows);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ sheet: 'Trees', missing_columns: [], columns: HEADER });
    expect(preview.json().rows.map((r: { errors: object }) => r.errors)).toEqual([{}, {}, {}, {}]);
    expect(await treesOf(fieldA.id)).toHaveLength(8);

    const done = await send(a, '/api/trees/import/', rows);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ created: 2, updated: 2 });
    const after = await treesOf(fieldA.id);
    expect(after).toHaveLength(10);
    expect(after.find((t) => t.row === 1 && t.column === 1)).toMatchObject({ healthState: 'infected', dripsTotal: 8, dripsWorking: 6, spotState: 'planted' });
    expect(after.find((t) => t.id === existing.id)).toMatchObject({ healthState: 'treated_or_healing', variety: existing.variety });
    expect(after.find((t) => t.row === 3 && t.column === 1)).toMatchObject({ code: `${fieldA.code}-R003-C001`, variety: 'Sukkari', healthState: 'healthy', spotState: 'stone_soil', plantationDate: '2019-03-01' });
    expect(after.find((t) => t.row === 3 && t.column === 2)).toMatchObject({ code: 'PALM-NEW-7', dripsTotal: 4 });
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.orgId, a.org.id), eq(activityLog.entity, 'tree_import')));
    expect(logged.map((l) => l.changes)).toEqual([{ trees_created: { from: null, to: 2 } }]);
    const treeLog = await db.select().from(activityLog).where(and(eq(activityLog.entity, 'tree'), eq(activityLog.entityId, existing.id)));
    expect(treeLog.at(-1)?.changes).toMatchObject({ health_state: { from: 'healthy', to: 'treated_or_healing' } });
  });

  it('refuses a sheet with one bad row with a message naming the row and column, and writes nothing', async () => {
    const before = await snapshot(fieldA.id);
    const rows = [HEADER, ['', fieldA.code, 1, 2, '', 'healthy', '', '', '', ''], ['', fieldA.code, 2, 2, '', 'sleepy', '', '', '', ''], ['', fieldA.code, 3, 3, '', '', '', '', '', '']];
    const preview = (await send(a, '/api/trees/import/preview/', rows)).json();
    expect(preview.rows[1]).toMatchObject({ index: 3, errors: { 'Health State': 'Choose a health state: healthy, infected, recently treated or healing, recently healed, or dead.' }, error_keys: { 'Health State': 'health_state_choice' } });
    expect(preview.rows.filter((r: { errors: object }) => Object.keys(r.errors).length)).toHaveLength(1);
    const refused = await send(a, '/api/trees/import/', rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'rows_invalid', rows: [{ index: 3, fields: { 'Health State': expect.any(String) }, codes: { 'Health State': 'health_state_choice' } }] });
    expect(await snapshot(fieldA.id)).toBe(before);
  });

  it('never puts two trees on one spot: the same spot twice, a code of another spot, a spot outside the grid', async () => {
    const before = await snapshot(fieldA.id);
    const [first, second] = await treesOf(fieldA.id);
    const rows = [
      HEADER,
      ['', fieldA.code, 3, 4, '', '', '', '', '', ''],
      ['', fieldA.code, 3, 4, '', 'dead', '', '', '', ''],
      [second!.code, fieldA.code, first!.row, first!.column, '', '', '', '', '', ''],
      ['', fieldA.code, 9, 1, '', '', '', '', '', ''],
      ['', fieldA.code, '', '', '', '', '', '', '', ''],
    ];
    const refused = await send(a, '/api/trees/import/', rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.rows.map((r: { index: number; codes: object }) => [r.index, r.codes])).toEqual([
      [3, { Row: 'spot_twice_in_sheet' }],
      [4, { Code: 'tree_code_not_at_spot' }],
      [5, { Row: 'spot_outside_grid' }],
      [6, { Row: 'tree_place_required' }],
    ]);
    expect(await snapshot(fieldA.id)).toBe(before);
    // The database itself refuses a second record on a spot, whatever the service checked.
    await expect(db.insert(trees).values({ orgId: a.org.id, fieldId: fieldA.id, code: 'SECOND-ON-1-1', row: 1, column: 1 })).rejects.toThrow();
  });

  it('is refused with the Limit Exceeded notice past the contracted trees, and writes nothing', async () => {
    const used = (await db.select().from(trees).where(eq(trees.orgId, a.org.id))).length;
    await db.update(organizations).set({ contractedTrees: used + 1 }).where(eq(organizations.id, a.org.id));
    const before = await snapshot(fieldA.id);
    const rows = [HEADER, ['', fieldA.code, 3, 3, '', '', '', '', '', ''], ['', fieldA.code, 3, 4, '', '', '', '', '', ''], ['', fieldA.code, 1, 1, '', 'dead', '', '', '', '']];
    const refused = await send(a, '/api/trees/import/', rows);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'limit_exceeded', message: 'Limit Exceeded: your contract is used up. Please contact the provider to extend it.' });
    expect(await snapshot(fieldA.id)).toBe(before);
    await db.update(organizations).set({ contractedTrees: null }).where(eq(organizations.id, a.org.id));
  });

  it('does not reach another organisation’s field or trees, by field code or tree code', async () => {
    const beforeB = await snapshot(fieldB.id);
    const [treeB] = await treesOf(fieldB.id);
    const rows = [HEADER, ['', fieldB.code, 1, 1, '', 'dead', '', '', '', ''], [treeB!.code, fieldA.code, '', '', '', 'dead', '', '', '', '']];
    const preview = (await send(a, '/api/trees/import/preview/', rows)).json();
    expect(preview.rows.map((r: { error_keys: object }) => r.error_keys)).toEqual([{ Field: 'unknown_tree_field_code' }, { Code: 'unknown_tree_code' }]);
    expect((await send(a, '/api/trees/import/', rows)).statusCode).toBe(400);
    expect(await snapshot(fieldB.id)).toBe(beforeB);
  });

  it('gives a template whose header row is the import’s, with the organisation’s fields among the allowed values', async () => {
    const template = await a.call('GET', '/api/trees/import/template/');
    expect(template.statusCode).toBe(200);
    const [header] = await readXlsx(template.rawPayload);
    expect(header).toEqual(['Code', 'Field', 'Row', 'Column', 'Variety', 'Gender', 'Productive', 'Plantation Date', 'Origin Country', 'Origin Type', 'Health State', 'Spot State', 'Drips Total', 'Drips Working', 'Drips Broken', 'Drips Blocked', 'Drip Flow Rate (L/h)', 'Valve']);
    // An export comes back in as it is: its extra age column is not read, every tree is updated, none created.
    const exported = await a.call('GET', `/api/trees/export/?field_id=${fieldA.id}`);
    const body = sheetMultipart(exported.rawPayload, {}, 'trees.xlsx');
    const back = await a.call('POST', '/api/trees/import/', body.payload, body.headers);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ created: 0, updated: (await treesOf(fieldA.id)).length });
  });
});
