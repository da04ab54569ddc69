import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { viewOnlyPermissions } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

const POLICY = {
  id: '00000000-0000-4000-8000-0000000000p1'.replace('p', 'a'),
  org_id: '00000000-0000-4000-8000-00000000000a',
  name: 'Viewers',
  template: 'view_only',
  permissions: { users_and_labors: ['view'] },
  users_count: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('permissions in the UI', () => {
  it('keeps settings buttons visible but disabled for a view-only user, with the policy message as tooltip', async () => {
    const api = fakeApi({ '/api/me/': profile({ user_type: 'normal', permissions: viewOnlyPermissions() as Record<string, string[]> }), '/api/policies/': { count: 1, page: 1, page_size: 20, results: [POLICY] } });
    const app = renderApp({ path: '/settings/access-policy', fetch: api.fetch });
    app.services.session.login({ access: signedInToken() });
    const create = await screen.findByTestId('policy-create');
    await waitFor(() => expect(create.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(create);
    expect(screen.queryByTestId('policy-form-name')).toBeNull();
    // The reason is the button's accessible description (read by screen readers; shown as a tooltip on hover and focus).
    const reason = document.getElementById(create.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('You are not authorized to perform this activity as per your user policy.');
  });

  it('turns a forbidden_policy answer into the error toast, once for the whole app', async () => {
    const api = fakeApi({
      '/api/me/': profile(),
      '/api/policies/': { count: 1, page: 1, page_size: 20, results: [POLICY] },
      'DELETE /api/policies/00000000-0000-4000-8000-0000000000a1/': () =>
        jsonResponse(403, { error: { code: 'forbidden_policy', message: 'You are not authorized to perform this activity as per your user policy.' } }),
    });
    const app = renderApp({ path: '/settings/access-policy', fetch: api.fetch });
    app.services.session.login({ access: signedInToken() });
    fireEvent.click(await screen.findByTestId('policy-delete-Viewers'));
    fireEvent.click(await screen.findByTestId('policy-delete-confirm-confirm'));
    await waitFor(() => expect(app.services.alerts.getAlerts().some((a) => a.id === 'forbidden-policy' && a.status === 'error')).toBe(true));
  });
});
