import { M2_PER_FEDDAN } from './geography';
import type { TemplateTask } from './programs';

/** One dated occurrence of a template task: its due and end dates (ISO days) and the index of the task in the plan. */
export interface Occurrence {
  taskIndex: number;
  dueDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const addDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The dated tasks of a plan from a start date: each task on its offset, and again every `repeat_every_days` while the
 * offset stays within `repeat_until_offset_days`; each lasts `duration_days` (its end is the last day it spans).
 */
export function planOccurrences(tasks: readonly Pick<TemplateTask, 'offset_days' | 'duration_days' | 'repeat_every_days' | 'repeat_until_offset_days'>[], startDate: string): Occurrence[] {
  const out: Occurrence[] = [];
  tasks.forEach((task, taskIndex) => {
    const last = task.repeat_every_days ? (task.repeat_until_offset_days ?? task.offset_days) : task.offset_days;
    const step = task.repeat_every_days ?? 1;
    for (let offset = task.offset_days; offset <= last; offset += step) {
      const dueDate = addDays(startDate, offset);
      out.push({ taskIndex, dueDate, endDate: addDays(dueDate, task.duration_days - 1) });
    }
  });
  return out;
}

/** A task moved to a new due date keeps its duration: its end moves by as many days as its start. */
export function movedTask(task: { due_date: string; end_date: string }, dueDate: string): Occurrence {
  const span = Math.round((Date.parse(`${task.end_date}T00:00:00Z`) - Date.parse(`${task.due_date}T00:00:00Z`)) / DAY_MS);
  return { taskIndex: 0, dueDate, endDate: addDays(dueDate, span) };
}

/** What a target offers a material's basis: its area and its trees. */
export interface TargetSize {
  areaM2: number;
  trees: number;
}

/** The planned quantity of a material on one target: per feddan of its area, per tree, or once per task; to three decimals. */
export function plannedQuantity(material: Pick<TemplateTask['materials'][number], 'quantity' | 'basis'>, target: TargetSize): number {
  const factor = material.basis === 'feddan' ? target.areaM2 / M2_PER_FEDDAN : material.basis === 'tree' ? target.trees : 1;
  return Math.round(material.quantity * factor * 1000) / 1000;
}
