import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';

// The server's field message for a refused password is the English text of a validation key.
const refused = () =>
  jsonResponse(400, {
    error: {
      code: 'validation_failed',
      message: 'Some fields are missing or invalid.',
      fields: { password: 'This password is among the most common ones and easy to guess; choose another.' },
      field_codes: { password: 'password_common' },
    },
  });

async function submitNewPassword(password: string) {
  fireEvent.change(await screen.findByTestId('reset-password'), { target: { value: password } });
  fireEvent.change(screen.getByTestId('reset-confirm-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('reset-submit'));
}

describe('reset link page', () => {
  it('shows why the server refused the new password under the field, in English', async () => {
    renderApp({ path: '/auth/change-password?token=t-1', fetch: vi.fn(async () => refused()) });
    await submitNewPassword('password123');
    expect(await screen.findByText('This password is among the most common ones and easy to guess; choose another.')).toBeTruthy();
    expect(screen.queryByTestId('reset-error')).toBeNull();
  });

  it('shows it in Arabic', async () => {
    renderApp({ path: '/auth/change-password?token=t-1', fetch: vi.fn(async () => refused()), language: 'ar' });
    await submitNewPassword('password123');
    expect(await screen.findByText('كلمة المرور هذه من الأكثر شيوعًا ويسهل تخمينها؛ اختر غيرها.')).toBeTruthy();
  });
});
