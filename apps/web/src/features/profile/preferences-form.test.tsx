import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Preferences } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';
import { jsonResponse } from '../../test/fakes';
import { digitsStore } from '../../app/i18n/format';

function signedInProfile(language: 'en' | 'ar' = 'en') {
  const api = fakeApi({
    '/api/me/': profile({ preferences: { map_type: 'street', language } }),
    'PATCH /api/me/preferences/': (_url: URL, init: RequestInit | undefined) =>
      jsonResponse(200, profile({ preferences: JSON.parse(String(init?.body)) as Preferences })),
  });
  const app = renderApp({ path: '/profile', fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken() });
  return api;
}

describe('profile preferences: digits', () => {
  it('offers Western (123) and Arabic-Indic (١٢٣) digits, Western chosen by default', async () => {
    signedInProfile();
    const western = (await screen.findByTestId('preferences-digits-latn')) as HTMLInputElement;
    expect(western.checked).toBe(true);
    expect(screen.getByLabelText('Arabic-Indic (١٢٣)')).toBeTruthy();
    expect(screen.getByLabelText('Western (123)')).toBeTruthy();
  });

  it('saves Arabic-Indic digits with the other preferences and applies them to this browser (the digits cookie)', async () => {
    const api = signedInProfile('ar');
    fireEvent.click(await screen.findByTestId('preferences-digits-arab'));
    fireEvent.click(screen.getByTestId('preferences-save'));
    await waitFor(() => expect(digitsStore.get()).toBe('arab'));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ map_type: 'street', language: 'ar', digits: 'arab' });
    expect(document.cookie).toContain('digits=arab');
    expect(((await screen.findByTestId('preferences-digits-arab')) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('عربية هندية (١٢٣)')).toBeTruthy();
  });
});
