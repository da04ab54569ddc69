import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';
import { jsonResponse } from '../../test/fakes';

const SLOW = { timeout: 5_000 };

describe('changing the password', () => {
  it('drops the last refusal when the next attempt fails for another reason, and a field message once the field changes', async () => {
    const api = fakeApi({
      '/api/me/': profile(),
      'PUT /api/change-password/': () => jsonResponse(400, { error: { code: 'invalid_password', message: 'Invalid Password' } }),
    });
    const app = renderApp({ path: '/profile', fetch: api.fetch });
    app.services.session.login({ access: signedInToken() });
    const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

    await screen.findByTestId('profile-old-password', undefined, SLOW);
    type('profile-old-password', 'not-my-password');
    type('profile-new-password', 'Palm-grove-2027!');
    type('profile-confirm-password', 'Palm-grove-2027!');
    fireEvent.click(await screen.findByTestId('profile-change-password-submit', undefined, SLOW));
    expect((await screen.findByTestId('change-password-error', undefined, SLOW)).textContent).toContain('Invalid Password');

    // The next attempt only mistypes the confirmation: that is what is said, not the old refusal.
    type('profile-confirm-password', 'Palm-grove-2028!');
    fireEvent.click(screen.getByTestId('profile-change-password-submit'));
    expect(await screen.findByText('new password should be identical', { exact: false })).toBeTruthy();
    expect(screen.queryByTestId('change-password-error')).toBeNull();

    type('profile-confirm-password', 'Palm-grove-2027!');
    await waitFor(() => expect(screen.queryByText('new password should be identical', { exact: false })).toBeNull());
  });
});
