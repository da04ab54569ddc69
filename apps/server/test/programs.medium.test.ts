import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS, taskLaborHours, inventoryStock, inventoryTransactions, organizations, programActivations, seedDemo, tasks } from '@rayyan/db';
import { buildUser, getTestDatabase } from '@rayyan/db/testing';
import { ok, SQUARE, twoTenants } from './operations-setup';
import { templateSchema } from '@rayyan/contracts';
import { callerFor, unique, type Caller } from './tenants';

const BLOCK = { type: 'Polygon', coordinates: [[[49.601, 25.401], [49.605, 25.401], [49.605, 25.405], [49.601, 25.405], [49.601, 25.401]]] };

const ctx = twoTenants();

/** A tree farm with a 2 × 3 field of generated palms; answers the farm's and field's ids. */
async function palmBlock(caller: Caller) {
  const farm = await ok(await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', geometry: SQUARE }), 201);
  const field = await ok(await caller.call('POST', '/api/fields/', { farm_id: farm.id, code: unique('B').replace(' ', ''), name: unique('Block'), rows: 2, columns: 3, varieties: ['Khalas'], geometry: BLOCK }), 201);
  await ok(await caller.call('POST', `/api/fields/${field.id as string}/trees/generate/`, {}));
  return { farmId: farm.id as string, fieldId: field.id as string };
}
async function itemOf(caller: Caller) {
  return (await ok(await caller.call('POST', '/api/inventory-items/', { name_en: unique('Pollen'), name_ar: 'لقاح', category: 'other', unit: 'gram' }), 201)).id as string;
}
/** Pollination every 4 days from day 0 to day 12 (4 times, 20 g per palm), then bagging once on day 30. */
const palmPlan = (itemId: string, name = unique('Palm season')) => ({
  name,
  crop: 'date_palm',
  tasks: [
    { title: 'Pollination', activity: 'pollination', offset_days: 0, duration_days: 2, repeat_every_days: 4, repeat_until_offset_days: 12, materials: [{ item_id: itemId, quantity: 20, basis: 'tree' }] },
    { title: 'Bagging', activity: 'bagging', offset_days: 30, duration_days: 3 },
  ],
});
const farmOfField = async (fieldId: string) => ((await ctx.a.call('GET', `/api/fields/${fieldId}/`)).json() as { farm_id: string }).farm_id;
const tasksOf = async (fieldId: string) => ctx.db.select().from(tasks).where(eq(tasks.targetId, fieldId));

describe('programme templates', () => {
  it('refuses a duplicate name with the spec message, and a malformed repeat rule, writing nothing', async () => {
    const itemId = await itemOf(ctx.a);
    const created = await ok(await ctx.a.call('POST', '/api/program-templates/', palmPlan(itemId)), 201);
    expect(created.tasks).toHaveLength(2);
    expect((created.tasks as { materials: unknown[] }[])[0]!.materials).toEqual([{ item_id: itemId, quantity: 20, basis: 'tree' }]);
    const twice = await ctx.a.call('POST', '/api/program-templates/', palmPlan(itemId, (created.name as string).toUpperCase()));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'template_name_exists', message: 'Template Name Already Exists' });
    const name = unique('Broken');
    const broken = palmPlan(itemId, name);
    broken.tasks[1] = { ...broken.tasks[1]!, repeat_every_days: 7 } as never;
    const refused = await ctx.a.call('POST', '/api/program-templates/', broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field_codes['tasks.1.repeat_every_days']).toBe('repeat_rule');
    expect((await ok(await ctx.a.call('GET', `/api/program-templates/?search=${encodeURIComponent(name)}`))).count).toBe(0);
    // Materials and custom activities must be the organisation's own.
    const foreign = await ctx.a.call('POST', '/api/program-templates/', palmPlan(await itemOf(ctx.b)));
    expect(foreign.json().error.field_codes.tasks).toBe('unknown_item');
  });
});

describe('activation', () => {
  it('creates every task of the plan for every target in one transaction, and refuses the same activation again', async () => {
    const [{ fieldId }, itemId] = [await palmBlock(ctx.a), await itemOf(ctx.a)];
    const template = await ok(await ctx.a.call('POST', '/api/program-templates/', palmPlan(itemId)), 201);
    const activated = await ok(await ctx.a.call('POST', `/api/program-templates/${template.id as string}/activate/`, { start_date: '2027-02-20', targets: [{ type: 'tree_field', id: fieldId }] }), 201);
    expect(activated).toMatchObject({ tasks_created: 5, message: 'Program Activated successfully' });
    const created = (await tasksOf(fieldId)).sort((x, y) => x.dueDate.localeCompare(y.dueDate));
    expect(created.map((t) => [t.title, t.dueDate, t.endDate])).toEqual([
      ['Pollination', '2027-02-20', '2027-02-21'],
      ['Pollination', '2027-02-24', '2027-02-25'],
      ['Pollination', '2027-02-28', '2027-03-01'],
      ['Pollination', '2027-03-04', '2027-03-05'],
      ['Bagging', '2027-03-22', '2027-03-24'],
    ]);
    // 20 g per palm of the field's 6 palms.
    expect(created[0]!.plannedMaterials).toEqual([{ item_id: itemId, quantity: 120 }]);
    const listed = await ok(await ctx.a.call('GET', `/api/tasks/?target_id=${fieldId}&from=2027-02-26&to=2027-03-31`));
    expect(listed.count).toBe(3);

    const again = await ctx.a.call('POST', `/api/program-templates/${template.id as string}/activate/`, { start_date: '2027-02-20', targets: [{ type: 'tree_field', id: fieldId }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'program_activation_failed', message: 'Program Activation Failed, Please Try Again', field_codes: { targets: 'already_activated' } });
    expect(await tasksOf(fieldId)).toHaveLength(5);
  });

  it('refuses no targets and another organisation’s field, writing nothing', async () => {
    const template = await ok(await ctx.a.call('POST', '/api/program-templates/', palmPlan(await itemOf(ctx.a))), 201);
    const url = `/api/program-templates/${template.id as string}/activate/`;
    const none = await ctx.a.call('POST', url, { start_date: '2027-02-20', targets: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.field_codes.targets).toBe('targets_required');
    const { fieldId: foreignField } = await palmBlock(ctx.b);
    const { fieldId: ownField } = await palmBlock(ctx.a);
    const foreign = await ctx.a.call('POST', url, { start_date: '2027-02-20', targets: [{ type: 'tree_field', id: ownField }, { type: 'tree_field', id: foreignField }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({ code: 'program_activation_failed', field_codes: { targets: 'unknown_target' } });
    expect(await tasksOf(ownField)).toHaveLength(0);
    expect(await ctx.db.select().from(programActivations).where(eq(programActivations.templateId, template.id as string))).toHaveLength(0);
  });
});

describe('tasks', () => {
  async function activatedTasks() {
    const [{ fieldId, farmId }, itemId] = [await palmBlock(ctx.a), await itemOf(ctx.a)];
    const template = await ok(await ctx.a.call('POST', '/api/program-templates/', palmPlan(itemId)), 201);
    await ok(await ctx.a.call('POST', `/api/program-templates/${template.id as string}/activate/`, { start_date: '2027-02-20', targets: [{ type: 'tree_field', id: fieldId }] }), 201);
    const store = (await ok(await ctx.a.call('POST', '/api/inventories/', { name: unique('Store'), farm_id: farmId }), 201)).id as string;
    await ok(await ctx.a.call('POST', `/api/inventories/${store}/transactions/`, { item_id: itemId, transaction_type: 'in', quantity: 500 }), 201);
    const list = (await tasksOf(fieldId)).sort((x, y) => x.dueDate.localeCompare(y.dueDate));
    return { store, itemId, ids: list.map((t) => t.id) };
  }
  const held = async (store: string) => (await ctx.db.select().from(inventoryStock).where(eq(inventoryStock.inventoryId, store)))[0]!.quantity;

  it('marked done withdraws the materials used from the store in the same transaction; too much leaves the task pending and the store as it was', async () => {
    const { store, itemId, ids } = await activatedTasks();
    const done = await ok(await ctx.a.call('POST', `/api/tasks/${ids[0]!}/done/`, { actual_date: '2027-02-21', hours_worked: 6, materials: [{ inventory_id: store, item_id: itemId, quantity: 130 }] }));
    expect(done).toMatchObject({ status: 'done', actual_date: '2027-02-21', hours_worked: 6 });
    expect(await held(store)).toBe(370);
    const [line] = await ctx.db.select().from(inventoryTransactions).where(eq(inventoryTransactions.taskId, ids[0]!));
    expect(line).toMatchObject({ transactionType: 'out', quantity: 130, quantityAfter: 370 });

    const tooMuch = await ctx.a.call('POST', `/api/tasks/${ids[1]!}/done/`, { actual_date: '2027-02-25', materials: [{ inventory_id: store, item_id: itemId, quantity: 371 }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe('The withdrawn quantity is greater than the current quantity.');
    expect(await held(store)).toBe(370);
    expect((await ctx.db.select().from(tasks).where(eq(tasks.id, ids[1]!)))[0]!.status).toBe('pending');
    expect((await ctx.a.call('POST', `/api/tasks/${ids[0]!}/done/`, { actual_date: '2027-02-22', materials: [] })).json().error.code).toBe('task_closed');
  });

  it('cancels a pending task once; an inventory transaction names only the organisation’s own tasks', async () => {
    const { store, itemId, ids } = await activatedTasks();
    expect((await ok(await ctx.a.call('POST', `/api/tasks/${ids[2]!}/cancel/`))).status).toBe('cancelled');
    expect((await ctx.a.call('POST', `/api/tasks/${ids[2]!}/cancel/`)).statusCode).toBe(409);
    const own = await ctx.a.call('POST', `/api/inventories/${store}/transactions/`, { item_id: itemId, transaction_type: 'out', quantity: 5, task_id: ids[3]! });
    expect(own.statusCode, own.body).toBe(201);
    const bStore = (await ok(await ctx.b.call('POST', '/api/inventories/', { name: unique('B store'), farm_id: (await palmBlock(ctx.b)).farmId }), 201)).id as string;
    const bItem = await itemOf(ctx.b);
    await ok(await ctx.b.call('POST', `/api/inventories/${bStore}/transactions/`, { item_id: bItem, transaction_type: 'in', quantity: 10 }), 201);
    const foreign = await ctx.b.call('POST', `/api/inventories/${bStore}/transactions/`, { item_id: bItem, transaction_type: 'out', quantity: 1, task_id: ids[3]! });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.field_codes.task_id).toBe('unknown_task');
  });
});

describe('labour on tasks', () => {
  it('records the hours each labor worked with their cost at the labor\'s salary and period; another organisation\'s labor is refused and nothing written', async () => {
    const { fieldId } = await palmBlock(ctx.a);
    const template = await ok(await ctx.a.call('POST', '/api/program-templates/', palmPlan(await itemOf(ctx.a))), 201);
    await ok(await ctx.a.call('POST', `/api/program-templates/${template.id as string}/activate/`, { start_date: '2027-02-20', targets: [{ type: 'tree_field', id: fieldId }] }), 201);
    const [first, second] = (await tasksOf(fieldId)).sort((x, y) => x.dueDate.localeCompare(y.dueDate));
    const labor = (body: Record<string, unknown>) => ({ name: unique('Labor'), join_date: '2025-01-01', ...body });
    const monthly = await ok(await ctx.a.call('POST', '/api/labors/', labor({ salary: 6500, salary_period: 'monthly', currency: 'EGP' })), 201);
    const daily = await ok(await ctx.a.call('POST', '/api/labors/', labor({ salary: 400, salary_period: 'daily', currency: 'SAR' })), 201);
    const foreign = await ok(await ctx.b.call('POST', '/api/labors/', labor({ salary: 100, salary_period: 'daily', currency: 'SAR' })), 201);

    const refused = await ctx.a.call('POST', `/api/tasks/${second!.id}/done/`, { actual_date: '2027-02-25', labor_hours: [{ labor_id: monthly.id, hours: 2 }, { labor_id: foreign.id, hours: 2 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field_codes['labor_hours.1.labor_id']).toBe('unknown_labor');
    expect((await ctx.db.select().from(taskLaborHours).where(eq(taskLaborHours.taskId, second!.id)))).toHaveLength(0);

    const done = await ok(await ctx.a.call('POST', `/api/tasks/${first!.id}/done/`, { actual_date: '2027-02-21', labor_hours: [{ labor_id: monthly.id, hours: 3 }, { labor_id: daily.id, hours: 4 }] }));
    expect(done.hours_worked).toBe(7);
    expect((done.labor as { hours: number; cost: number; currency: string }[]).map(({ hours, cost, currency }) => ({ hours, cost, currency })).sort((x, y) => x.hours - y.hours)).toEqual([
      // 6,500 EGP a month over 208 hours; 400 SAR a day over 8.
      { hours: 3, cost: 93.75, currency: 'EGP' },
      { hours: 4, cost: 200, currency: 'SAR' },
    ]);

    // The field's operating cost over the period: the done task's labour per currency and the materials it used.
    const farmId = await farmOfField(fieldId);
    const store = (await ok(await ctx.a.call('POST', '/api/inventories/', { name: unique('Store'), farm_id: farmId }), 201)).id as string;
    const itemId = (template.tasks as { materials: { item_id: string }[] }[])[0]!.materials[0]!.item_id;
    await ok(await ctx.a.call('POST', `/api/inventories/${store}/transactions/`, { item_id: itemId, transaction_type: 'in', quantity: 1000, unit_cost: 0.4 }), 201);
    await ok(await ctx.a.call('POST', `/api/tasks/${second!.id}/done/`, { actual_date: '2027-02-25', materials: [{ inventory_id: store, item_id: itemId, quantity: 120 }] }));
    const url = `/api/tasks/operating-cost/?target_type=tree_field&target_id=${fieldId}&from=2027-02-01&to=2027-02-28`;
    const cost = await ok(await ctx.a.call('GET', url));
    expect(cost).toMatchObject({ tasks_done: 2, labour: [{ currency: 'EGP', hours: 3, cost: 93.75 }, { currency: 'SAR', hours: 4, cost: 200 }], materials_value: 48 });
    expect(cost.materials).toEqual([expect.objectContaining({ item_id: itemId, quantity: 120, value: 48 })]);
    expect((await ctx.b.call('GET', url)).statusCode).toBe(404);
  });
});

describe('the demo programmes', () => {
  it('give both organisations templates, and the palm season on Khalas Block A tasks done, under way and ahead', async () => {
    await seedDemo(await getTestDatabase());
    for (const [key, crops] of [['tree', ['citrus', 'date_palm']], ['crop', ['alfalfa', 'wheat']]] as const) {
      const [org] = await ctx.db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS[key].name));
      const caller = await callerFor(ctx.app, org!, await buildUser(ctx.db, { orgId: org!.id, userType: 'admin' }));
      const templates = (await ok(await caller.call('GET', '/api/program-templates/'))).results as { crop: string; name_ar: string | null; tasks: { title_ar: string | null }[] }[];
      expect(templates.map((t) => t.crop).sort()).toEqual(crops);
      // Named in both languages, down to each task.
      for (const t of templates) expect([t.name_ar, ...t.tasks.map((task) => task.title_ar)].every((name) => name && /[\u0600-\u06ff]/.test(name))).toBe(true);
      // Every seeded template reads back under its contract (roles, activities, materials).
      for (const t of templates) expect(templateSchema.safeParse(t).success, JSON.stringify(t)).toBe(true);
      if (key === 'tree') {
        const states = async (status: string) => (await ok(await caller.call('GET', `/api/tasks/?status=${status}&page_size=1`))).count as number;
        expect(await states('done')).toBeGreaterThan(0);
        expect(await states('pending')).toBeGreaterThan(0);
        const rounds = await ok(await caller.call('GET', `/api/tasks/?search=${encodeURIComponent('جولة تلقيح')}&page_size=1`));
        expect(rounds.results).toMatchObject([{ title: 'Pollination round', title_ar: 'جولة تلقيح' }]);
      }
    }
  });
});
