import { isRouteErrorResponse } from 'react-router';
import type { ApiClient } from '../api/api-client';
import { loadShellSchemas } from '../api/shell-schemas-loader';
import { callEndpoint } from '../api/endpoint-call';

// React (StrictMode) and the router may render the crash page more than once for one error.
const reported = new WeakSet<object>();

function describe(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim() };
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: String(error) };
}

/**
 * Posts an unhandled interface exception to `/api/crash-reports/` once per error (spec 7 and 8).
 * The API client adds the Bearer token when signed in. Failures are swallowed: the crash page must
 * show whatever the network does.
 */
export async function reportCrashOnce(api: ApiClient, error: unknown, path: string): Promise<void> {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const { message, stack } = describe(error);
  try {
    const { crashReportEndpoints } = await loadShellSchemas();
    const report = crashReportEndpoints.create.body.safeParse({
      message: (message || 'Unknown error').slice(0, 2000),
      path: (path || '/').slice(0, 2000),
      stack: stack?.slice(0, 8000),
    });
    if (!report.success) return;
    await callEndpoint(api, crashReportEndpoints.create, { body: report.data });
  } catch {
    // Reporting is best effort.
  }
}
