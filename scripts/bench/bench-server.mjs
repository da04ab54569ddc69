// The app server a browser benchmark loads: BENCH_URL when given, else the built app started here on a fresh
// embedded database (the demo seed) at 127.0.0.1:<port>, waited for until /api/health answers.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Starts (or reuses) the server; `stop()` ends the one it started. */
export async function startBenchServer(defaultPort) {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: () => undefined };
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'rayyan-bench-')), INIT_CWD: root, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => process.kill(-server.pid);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 180) {
      stop();
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { base, stop };
}
