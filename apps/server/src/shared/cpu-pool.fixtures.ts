/** Tasks for cpu-pool.test.ts (worker threads can only load the server's own modules). Not used by the app. */

/** Holds its thread for `ms` milliseconds, then answers how long it ran. */
export function spin({ ms }: { ms: number }): number {
  const started = Date.now();
  while (Date.now() - started < ms) {
    // busy on purpose: stands for a parser stuck on hostile input
  }
  return Date.now() - started;
}

/** Throws an error with a code, like the importers' typed refusals. */
export function refuse({ code }: { code: string }): never {
  const error = new Error(`refused: ${code}`) as Error & { code: string };
  error.name = 'FixtureRefusal';
  error.code = code;
  throw error;
}
