/**
 * The public site's calls to the API (pricing, contact form, self-check): no session, same origin, JSON.
 * Kept apart from api-client.ts so the light public entry does not load the app's session code; the only
 * other place the web app reaches the network.
 */
export function publicFetch(path: `/api/${string}`, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  return fetch(path, { ...init, headers, credentials: 'same-origin' });
}
