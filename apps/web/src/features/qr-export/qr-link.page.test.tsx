import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

const FIELD = '33333333-3333-4333-8333-333333333333';
const TOKEN = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5';

function openLink(answer: () => Response, language: 'en' | 'ar' = 'en') {
  const api = fakeApi({
    '/api/me/': profile({ permissions: { farm_and_fields: ['view', 'edit'] } }),
    [`GET /api/trees/qr/${TOKEN}/`]: answer,
  });
  const app = renderApp({ path: `/trees/q/${TOKEN}`, fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ farming_type: ['tree'] }) });
  return app;
}

describe('a scanned QR label link', () => {
  it("opens the tree's spot on its field's grid", async () => {
    const app = openLink(() => jsonResponse(200, { tree_id: '11111111-1111-4111-8111-000000000001', code: 'AHSA-01-A-R004-C005', field_id: FIELD, row: 4, column: 5 }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/fields/${FIELD}/grid`));
    expect(app.router.state.location.search).toBe('?row=4&column=5');
  });

  it('says a forged label is not a Rayyan label, in Arabic too', async () => {
    openLink(() => jsonResponse(400, { error: { code: 'qr_link_invalid', message: 'This is not a Rayyan tree label, or it has been altered.' } }), 'ar');
    expect(await screen.findByText('هذا ليس ملصق شجرة من ريّان، أو تم التلاعب به.')).toBeTruthy();
  });
});
