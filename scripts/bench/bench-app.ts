import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';

/** A benchmark server's configuration: its own signing key, no web build, files under `dataDir`. */
export const benchConfig = (name: string, dataDir: string) => ({
  jwtSecret: `bench-${name}-secret-0123456789abcdefghijklmnop`,
  accessTokenMinutes: 60,
  refreshTokenHours: 24,
  publicUrl: undefined,
  crashWebhookUrl: undefined,
  webDistDir: join(dataDir, 'no-web-build'),
  dataDir,
});

/**
 * Signs `userName` in and answers its bearer headers and a caller of the API in process that throws on any answer
 * of 300 or more (a benchmark measures only what worked).
 */
export async function signedInCaller(app: FastifyInstance, userName: string, password: string) {
  const signIn = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: userName, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of ${userName}: ${signIn.statusCode} ${signIn.body}`);
  const headers = { authorization: `Bearer ${signIn.json<{ access: string }>().access}` };
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  return { headers, call };
}

/** A rectangle's border (WGS84), west, south, east, north. */
export const rect = (w: number, s: number, e: number, n: number) => ({ type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] });
