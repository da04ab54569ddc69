import type { BoundaryGeometry } from '@rayyan/contracts';
import { CpuTaskTimeoutError, runCpuTask } from '../../shared/cpu-pool';
import { AppError } from '../../shared/app-error';
import { validationMessageText } from '../../shared/validation-text';
import { BORDER_MAX_VERTICES, V } from '@rayyan/contracts';
import { checkBoundary } from './geo-import/boundary-tasks';
import type { ValidateBoundaryResult } from './geo-import';

/**
 * Borders up to this many corners are checked on the request thread (a few milliseconds); bigger ones
 * in a worker thread, so that a border sent as JSON never holds the event loop.
 */
export const INLINE_CHECK_MAX_CORNERS = 2_000;
const TASKS = new URL('./geo-import/boundary-tasks.ts', import.meta.url);

/** validateBoundary, refusing with its code (400), the message under fields.geometry and the problem's location. */
export async function checkedBoundary(geometry: BoundaryGeometry): Promise<BoundaryGeometry> {
  const n = corners(geometry);
  // Over the cap validateBoundary refuses at once, before reading a position: no need for a worker.
  const result = n <= INLINE_CHECK_MAX_CORNERS || n > BORDER_MAX_VERTICES ? checkBoundary(geometry) : await inWorker(geometry);
  if (!result.ok) throw new AppError(result.code, 400, { geometry: result.message }, undefined, result.location);
  return result.geometry;
}

async function inWorker(geometry: BoundaryGeometry): Promise<ValidateBoundaryResult<BoundaryGeometry>> {
  try {
    return await runCpuTask<BoundaryGeometry, ValidateBoundaryResult<BoundaryGeometry>>(TASKS, 'checkBoundary', geometry, { timeoutMs: 10_000 });
  } catch (error) {
    if (error instanceof CpuTaskTimeoutError) {
      return { ok: false, code: 'border_too_complex', message: validationMessageText(V.border_too_complex) };
    }
    throw error;
  }
}

/**
 * Refuses a border over {@link BORDER_MAX_VERTICES} corners in a request body before schema validation
 * walks every position (a 1 MB body holds ~50,000): counting ring lengths costs nothing. Anything that
 * is not polygon-shaped is left to the schema.
 */
export function refuseOversizedBorder(geometry: unknown): void {
  if (!geometry || typeof geometry !== 'object') return;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  if (!Array.isArray(coordinates)) return;
  const polygons = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : [];
  let n = 0;
  for (const polygon of polygons) if (Array.isArray(polygon)) for (const ring of polygon) n += Array.isArray(ring) ? Math.max(0, ring.length - 1) : 0;
  if (n > BORDER_MAX_VERTICES) throw new AppError('too_many_vertices', 400, { geometry: V.too_many_vertices });
}

function corners(geometry: BoundaryGeometry): number {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let n = 0;
  for (const polygon of polygons) for (const ring of polygon) n += ring.length;
  return n;
}
