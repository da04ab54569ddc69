type ShellSchemas = typeof import('./shell-schemas');

let loaded: ShellSchemas | null = null;
let pending: Promise<ShellSchemas> | null = null;

/**
 * Loads the shell's contract schemas (and zod) as a chunk of their own. main.tsx waits for them before it
 * restores the session, while the first page's chunk loads in parallel (every page needs zod anyway);
 * the small tests' setup waits for them once.
 */
export function loadShellSchemas(): Promise<ShellSchemas> {
  pending ??= import('./shell-schemas').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null; // a later call may try again
      throw error;
    },
  );
  return pending;
}

/** The schemas for synchronous checks (the session's token claims); only after `loadShellSchemas` resolved. */
export function shellSchemas(): ShellSchemas {
  if (!loaded) throw new Error('shellSchemas() was called before loadShellSchemas() resolved');
  return loaded;
}
