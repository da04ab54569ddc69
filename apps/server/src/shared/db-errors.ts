/** The PostgreSQL constraint a unique violation (23505) names, or undefined for other errors. Drizzle wraps driver errors in `cause`. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
}
