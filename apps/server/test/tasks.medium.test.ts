import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks } from '@rayyan/db';
import { ok, twoTenants } from './operations-setup';
import { buildColleague, buildPalmBlock, unique } from './tenants';

const ctx = twoTenants();
const tasksOn = async (fieldId: string) => ctx.db.select().from(tasks).where(eq(tasks.targetId, fieldId));

/** Work orders outside a programme (issue #14): a single new task, rescheduling it, and its history. */
describe('a single task', () => {
  it('is created on the organisation’s own field with its own items; another organisation’s field or item is refused and nothing written', async () => {
    const { fieldId } = await buildPalmBlock(ctx.a, 2, 2, unique('Block'));
    const { fieldId: foreignField } = await buildPalmBlock(ctx.b, 1, 1, unique('Block'));
    const item = (await ok(await ctx.a.call('POST', '/api/inventory-items/', { name_en: unique('Sulphur'), name_ar: 'كبريت', category: 'pesticide', unit: 'kg' }), 201)).id as string;
    const foreignItem = (await ok(await ctx.b.call('POST', '/api/inventory-items/', { name_en: unique('Sulphur'), name_ar: 'كبريت', category: 'pesticide', unit: 'kg' }), 201)).id as string;
    const body = { title: 'Spray the offshoots', activity: 'spraying', target: { type: 'tree_field', id: fieldId }, due_date: '2027-04-10', duration_days: 3, assignee_roles: ['maintainance_technician'], materials: [{ item_id: item, quantity: 4 }] };

    const created = await ok(await ctx.a.call('POST', '/api/tasks/', body), 201);
    const assigned = await ok(await ctx.a.call('GET', `/api/tasks/?target_id=${fieldId}&assignee_role=maintainance_technician`));
    expect(assigned.count).toBe(1);
    expect((await ok(await ctx.a.call('GET', `/api/tasks/?target_id=${fieldId}&assignee_role=expert`))).count).toBe(0);
    expect(created).toMatchObject({ title: 'Spray the offshoots', status: 'pending', due_date: '2027-04-10', end_date: '2027-04-12', target_type: 'tree_field', assignee_roles: ['maintainance_technician'], planned_materials: [{ item_id: item, quantity: 4 }] });

    const onForeign = await ctx.a.call('POST', '/api/tasks/', { ...body, target: { type: 'tree_field', id: foreignField } });
    expect(onForeign.statusCode).toBe(400);
    expect(onForeign.json().error.field_codes['target.id']).toBe('unknown_target');
    const foreignMaterial = await ctx.a.call('POST', '/api/tasks/', { ...body, materials: [{ item_id: foreignItem, quantity: 1 }] });
    expect(foreignMaterial.json().error.field_codes.materials).toBe('unknown_item');
    const noActivity = await ctx.a.call('POST', '/api/tasks/', { ...body, activity: null });
    expect(noActivity.json().error.field_codes.activity).toBe('activity_required');
    const zero = await ctx.a.call('POST', '/api/tasks/', { ...body, materials: [{ item_id: item, quantity: 0 }] });
    expect(zero.json().error.field_codes['materials.0.quantity']).toBe('quantity_positive');
    expect(await tasksOn(fieldId)).toHaveLength(1);
    expect(await tasksOn(foreignField)).toHaveLength(0);
  });

  it('moves with its duration when rescheduled, writes only what was sent, keeps its history, and a done task cannot move', async () => {
    const { fieldId } = await buildPalmBlock(ctx.a, 1, 2, unique('Block'));
    const task = await ok(await ctx.a.call('POST', '/api/tasks/', { title: 'Thinning', activity: 'thinning', target: { type: 'tree_field', id: fieldId }, due_date: '2027-04-29', duration_days: 3, assignee_roles: ['agriculture_engineer'] }), 201);
    const url = `/api/tasks/${task.id as string}/`;

    const moved = await ok(await ctx.a.call('PATCH', url, { due_date: '2027-05-30' }));
    expect(moved).toMatchObject({ title: 'Thinning', due_date: '2027-05-30', end_date: '2027-06-01', assignee_roles: ['agriculture_engineer'] });
    const renamed = await ok(await ctx.a.call('PATCH', url, { title: 'Thinning, second round' }));
    expect(renamed).toMatchObject({ title: 'Thinning, second round', due_date: '2027-05-30', end_date: '2027-06-01' });
    expect((await ctx.a.call('PATCH', url, {})).statusCode).toBe(400);

    const detail = await ok(await ctx.a.call('GET', url));
    const history = detail.history as { action: string; changes: Record<string, { from: unknown; to: unknown }>; user_name: string | null }[];
    expect(history.map((h) => Object.keys(h.changes).sort().join())).toEqual(['title', 'due_date', 'due_date,title']);
    expect(history[1]!.changes.due_date).toEqual({ from: '2027-04-29', to: '2027-05-30' });
    expect(history[2]!.action).toBe('create');
    expect(history.every((h) => h.user_name)).toBe(true);

    await ok(await ctx.a.call('POST', `${url}done/`, { actual_date: '2027-05-31', hours_worked: 2 }));
    const late = await ctx.a.call('PATCH', url, { due_date: '2027-06-10' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('task_closed');
    expect((await tasksOn(fieldId))[0]).toMatchObject({ dueDate: '2027-05-30', status: 'done' });
    // Another organisation neither reads nor moves it.
    expect((await ctx.b.call('GET', url)).statusCode).toBe(404);
    expect((await ctx.b.call('PATCH', url, { title: 'B' })).statusCode).toBe(404);
  });

  it('carries a template’s Arabic names into the tasks it makes, found by either title; a task may be renamed in Arabic only', async () => {
    const { fieldId } = await buildPalmBlock(ctx.a, 1, 1, unique('Block'));
    const plan = { name: unique('Season'), name_ar: 'موسم النخيل', crop: 'date_palm', tasks: [{ title: 'Bagging', title_ar: 'تكييس العذوق', activity: 'bagging', offset_days: 3 }] };
    const template = await ok(await ctx.a.call('POST', '/api/program-templates/', plan), 201);
    expect(template).toMatchObject({ name_ar: 'موسم النخيل', tasks: [{ title: 'Bagging', title_ar: 'تكييس العذوق' }] });
    await ok(await ctx.a.call('POST', `/api/program-templates/${template.id as string}/activate/`, { start_date: '2027-06-01', targets: [{ type: 'tree_field', id: fieldId }] }), 201);
    const found = await ok(await ctx.a.call('GET', `/api/tasks/?target_id=${fieldId}&search=${encodeURIComponent('تكييس')}`));
    expect(found.results).toMatchObject([{ title: 'Bagging', title_ar: 'تكييس العذوق', due_date: '2027-06-04' }]);
    const id = (found.results as { id: string }[])[0]!.id;
    expect(await ok(await ctx.a.call('PATCH', `/api/tasks/${id}/`, { title_ar: 'تكييس العذوق، الجولة الأولى' }))).toMatchObject({ title: 'Bagging', title_ar: 'تكييس العذوق، الجولة الأولى' });
  });

  it('is given to users of the organisation, found by them, and reassigned with the names in its history; another organisation\'s user is refused', async () => {
    const { fieldId } = await buildPalmBlock(ctx.a, 1, 1, unique('Block'));
    const colleague = await buildColleague(ctx.app, ctx.db, ctx.a);
    const body = { title: 'Check the pump', activity: 'maintenance', target: { type: 'tree_field', id: fieldId }, due_date: '2027-07-01', assignee_user_ids: [ctx.a.user.id] };
    const foreign = await ctx.a.call('POST', '/api/tasks/', { ...body, assignee_user_ids: [ctx.b.user.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.field_codes.assignee_user_ids).toBe('unknown_user');
    const task = await ok(await ctx.a.call('POST', '/api/tasks/', body), 201);
    expect(task.assignees).toEqual([{ id: ctx.a.user.id, name: expect.any(String) }]);
    expect((await ok(await ctx.a.call('GET', `/api/tasks/?assignee_user_id=${ctx.a.user.id}&target_id=${fieldId}`))).count).toBe(1);
    expect((await ok(await ctx.a.call('GET', `/api/tasks/?assignee_user_id=${colleague.user.id}&target_id=${fieldId}`))).count).toBe(0);

    const url = `/api/tasks/${task.id as string}/`;
    expect((await ctx.a.call('PATCH', url, { assignee_user_ids: [ctx.b.user.id] })).statusCode).toBe(400);
    const moved = await ok(await ctx.a.call('PATCH', url, { assignee_user_ids: [colleague.user.id] }));
    expect((moved.assignees as { id: string }[]).map((u) => u.id)).toEqual([colleague.user.id]);
    const history = (await ok(await ctx.a.call('GET', url))).history as { changes: Record<string, { from: string[]; to: string[] }> }[];
    expect(history[0]!.changes.assignees!.to).toEqual([(moved.assignees as { name: string }[])[0]!.name]);
    expect(await tasksOn(fieldId)).toHaveLength(1);
  });
});
