import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * CPU-heavy work (reading uploaded border files, checking big borders, inspecting archives) runs here,
 * in worker threads, so that one request can never hold the event loop: `/api/health` and every other
 * tenant's request keep answering while a 10 MB shapefile is parsed.
 *
 * A task is a named export of a server module, `(input) => output`, whose input and output survive
 * structured cloning (plain data, typed arrays). Workers start on first use (they load the TypeScript
 * sources through tsx, like the server itself), are unref'd (they never keep the process alive), and a
 * task running past its time limit has its worker terminated and replaced, so a pathological input
 * costs at most that much CPU.
 */

/** Why a task did not return: it ran past its limit (its worker was stopped). */
export class CpuTaskTimeoutError extends Error {
  override readonly name = 'CpuTaskTimeoutError';
}

/** An error thrown inside the task, carried back with its name, message and `code` (if any). */
export class CpuTaskError extends Error {
  override readonly name = 'CpuTaskError';
  constructor(
    message: string,
    readonly errorName: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export interface CpuTaskOptions {
  /** Default 20 s. */
  timeoutMs?: number;
  /** Buffers handed over to the worker without copying (the caller must not use them afterwards). */
  transfer?: ArrayBuffer[];
}

interface Job {
  id: number;
  module: string;
  fn: string;
  input: unknown;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const WORKER_URL = new URL('./cpu-worker.mjs', import.meta.url);
const SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 1;

/** Runs `fn` of `module` (a file URL, usually `new URL('./x.ts', import.meta.url)`) in a worker thread. */
export function runCpuTask<I, O>(module: URL, fn: string, input: I, options: CpuTaskOptions = {}): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    queue.push({ id: nextId++, module: module.href, fn, input, transfer: options.transfer ?? [], timeoutMs: options.timeoutMs ?? 20_000, resolve: resolve as (v: unknown) => void, reject });
    dispatch();
  });
}

/** Stops every worker (tests and shutdown); queued tasks are refused. */
export async function closeCpuPool(): Promise<void> {
  for (const job of queue.splice(0)) job.reject(new Error('The worker pool is closed.'));
  await Promise.all(slots.splice(0).map((slot) => stop(slot, new Error('The worker pool is closed.'))));
}

function dispatch(): void {
  while (queue.length > 0) {
    let slot = slots.find((s) => s.job === null);
    if (!slot && slots.length < SIZE) slot = spawn();
    if (!slot) return;
    const job = queue.shift()!;
    slot.job = job;
    slot.timer = setTimeout(() => {
      slots.splice(slots.indexOf(slot!), 1);
      void stop(slot!, new CpuTaskTimeoutError(`The task ${job.fn} ran longer than ${job.timeoutMs} ms.`)).then(dispatch);
    }, job.timeoutMs);
    slot.timer.unref();
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, module: job.module, fn: job.fn, input: job.input }, job.transfer);
  }
}

function spawn(): Slot {
  // execArgv: [] — the worker registers tsx itself, whatever flags started the server (tsx, vitest).
  const worker = new Worker(WORKER_URL, { execArgv: [] });
  const slot: Slot = { worker, job: null, timer: null };
  worker.unref();
  worker.on('message', (message: { id: number; ok: boolean; output?: unknown; error?: { name: string; message: string; code?: string } }) => {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    finish(slot);
    if (message.ok) job.resolve(message.output);
    else job.reject(new CpuTaskError(message.error!.message, message.error!.name, message.error!.code));
    dispatch();
  });
  const fail = (error: Error) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    const job = slot.job;
    finish(slot);
    job?.reject(error);
    dispatch();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The worker stopped (exit code ${code}).`)));
  slots.push(slot);
  return slot;
}

function finish(slot: Slot): void {
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  slot.job = null;
  slot.worker.unref();
}

async function stop(slot: Slot, error: Error): Promise<void> {
  const job = slot.job;
  finish(slot);
  slot.worker.removeAllListeners('exit');
  slot.worker.removeAllListeners('error');
  job?.reject(error);
  await slot.worker.terminate();
}
