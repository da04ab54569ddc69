// Worker thread of cpu-pool.ts: loads the server's TypeScript modules through tsx and runs one task at
// a time, answering { id, ok, output } or { id, ok: false, error }.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const srcRoot = new URL('../', import.meta.url).href;

parentPort.on('message', async ({ id, module, fn, input }) => {
  try {
    // Only the server's own modules may be loaded.
    if (!module.startsWith(srcRoot)) throw new Error(`Refused task module ${module}.`);
    const loaded = await import(module);
    if (typeof loaded[fn] !== 'function') throw new Error(`${module} has no task ${fn}.`);
    const output = await loaded[fn](input);
    parentPort.postMessage({ id, ok: true, output });
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    parentPort.postMessage({ id, ok: false, error: { name: e.name, message: e.message, code: typeof e.code === 'string' ? e.code : undefined } });
  }
});
