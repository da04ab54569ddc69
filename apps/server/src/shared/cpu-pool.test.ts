import { afterAll, describe, expect, it } from 'vitest';
import { closeCpuPool, CpuTaskError, CpuTaskTimeoutError, runCpuTask } from './cpu-pool';

const FIXTURES = new URL('./cpu-pool.fixtures.ts', import.meta.url);

afterAll(() => closeCpuPool());

describe('runCpuTask (worker threads for CPU-heavy work)', () => {
  it('runs a task off the event loop: timers keep firing while the worker is busy', async () => {
    await runCpuTask(FIXTURES, 'spin', { ms: 1 }); // the worker starts and loads its modules once
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const ran = await runCpuTask<{ ms: number }, number>(FIXTURES, 'spin', { ms: 400 });
    clearInterval(timer);
    expect(ran).toBeGreaterThanOrEqual(400);
    expect(ticks).toBeGreaterThan(10);
  }, 60_000);

  it("carries a task's refusal back with its name and code", async () => {
    const error = await runCpuTask(FIXTURES, 'refuse', { code: 'too_large' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CpuTaskError);
    expect(error).toMatchObject({ errorName: 'FixtureRefusal', code: 'too_large', message: 'refused: too_large' });
  }, 60_000);

  it('stops a task that runs past its limit, and the pool keeps serving', async () => {
    const started = Date.now();
    const error = await runCpuTask(FIXTURES, 'spin', { ms: 30_000 }, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CpuTaskTimeoutError);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await runCpuTask(FIXTURES, 'spin', { ms: 1 })).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('refuses to load a module from outside the server', async () => {
    const error = await runCpuTask(new URL('file:///etc/passwd'), 'x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CpuTaskError);
  }, 60_000);
});
