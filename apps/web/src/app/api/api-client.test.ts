import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from './api-client';

const answer = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code, message: code } }), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function client(response: () => Response, token: string | null = 'access-1') {
  const onTokenInvalid = vi.fn();
  const api = createApiClient({ fetch: vi.fn(async () => response()) as unknown as typeof fetch, accessToken: () => token, onTokenInvalid });
  return { api, onTokenInvalid };
}

describe('api client', () => {
  it('ends the session when the access policy no longer allows the web platform', async () => {
    const { api, onTokenInvalid } = client(() => answer(403, 'web_access_denied'));
    await expect(api.request('/me/')).rejects.toMatchObject({ status: 403, code: 'web_access_denied' });
    expect(onTokenInvalid).toHaveBeenCalledOnce();
  });

  it('keeps the session on other refusals, and when no token was sent (a refused sign-in)', async () => {
    const forbidden = client(() => answer(403, 'forbidden_policy'));
    await expect(forbidden.api.request('/users/')).rejects.toBeInstanceOf(ApiRequestError);
    expect(forbidden.onTokenInvalid).not.toHaveBeenCalled();
    const signIn = client(() => answer(403, 'web_access_denied'), null);
    await expect(signIn.api.request('/token/', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiRequestError);
    expect(signIn.onTokenInvalid).not.toHaveBeenCalled();
  });

  it('reads how long to wait from Retry-After', async () => {
    const { api } = client(() => answer(429, 'too_many_attempts', { 'Retry-After': '90' }), null);
    await expect(api.request('/token/', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'too_many_attempts', retryAfterSeconds: 90 });
  });
});
