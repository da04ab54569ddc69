import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';
// The shell loads the popup as a chunk of its own; loaded up front here, the tests wait for the API, not the transform.
import './organization-message-popup';

const MESSAGE = { status: true, honorofics: 'Eng.', name: 'Khaled', message: 'The pumps are serviced on Friday.', action: 'normal' };

function signedInWith(message: object) {
  const api = fakeApi({
    '/api/me/': profile(),
    '/api/organizations/message/org-1/': message,
    'PATCH /api/organizations/org-1/': () => jsonResponse(200, { ...message, status: false }),
  });
  const app = renderApp({ path: '/dashboard', fetch: api.fetch });
  app.services.session.login({ access: signedInToken({ org_id: 'org-1' }) });
  return { ...app, ...api };
}

describe('organisation message popup', () => {
  it('shows the message with honorific and name; "Dont show again" saves notification_status false and closes', async () => {
    const { calls } = signedInWith(MESSAGE);
    const popup = await screen.findByTestId('org-message');
    expect(popup.textContent).toContain('Eng. Khaled');
    expect(popup.textContent).toContain('The pumps are serviced on Friday.');
    fireEvent.click(screen.getByTestId('org-message-dont-show'));
    await waitFor(() => expect(screen.queryByTestId('org-message')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/organizations/org-1/');
    expect(patch?.body).toEqual({ notification_status: false });
  });

  it('"Ok" on a normal message only closes it', async () => {
    const { calls, services } = signedInWith(MESSAGE);
    fireEvent.click(await screen.findByTestId('org-message-ok'));
    await waitFor(() => expect(screen.queryByTestId('org-message')).toBeNull());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(services.session.getState().status).toBe('authenticated');
  });

  it('for a logout message there is no "Dont show again", and "Ok" logs the user out', async () => {
    const { router, services } = signedInWith({ ...MESSAGE, action: 'logout' });
    await screen.findByTestId('org-message');
    expect(screen.queryByTestId('org-message-dont-show')).toBeNull();
    fireEvent.click(screen.getByTestId('org-message-ok'));
    await waitFor(() => expect(services.session.getState().status).toBe('unauthenticated'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows nothing while the status is false', async () => {
    const { calls } = signedInWith({ ...MESSAGE, status: false });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/organizations/message/org-1/')).toBe(true));
    expect(screen.queryByTestId('org-message')).toBeNull();
  });
});
