import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import { createSlidingWindowLimiter } from '../../shared/sliding-window-limiter';
import { createImageOptimizer } from './image-optimizer.service';
import { imagesRoutes } from './images.routes';

type StoredSource = Parameters<typeof createImageOptimizer>[0]['storedSource'];

/**
 * Resized images of the web build and of stored uploads. A page view asks for one width per image (cached by
 * browsers for a day); re-encoding is CPU work, so one address is bounded (600 a minute). Behind a reverse
 * proxy set TRUST_PROXY, or every visitor shares the proxy's count.
 */
export async function registerImages(app: FastifyInstance, { webDistDir, storedSource, clock }: { webDistDir: string; storedSource: StoredSource; clock: Clock }): Promise<void> {
  await app.register(imagesRoutes, {
    images: createImageOptimizer({ localRoot: webDistDir, storedSource }),
    limiter: createSlidingWindowLimiter({ max: 600, windowMs: 60_000, clock }),
  });
}
