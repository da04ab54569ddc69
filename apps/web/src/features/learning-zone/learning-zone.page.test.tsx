import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

const item = (n: number) => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  slug: `article-${n}`,
  kind: 'article',
  category: 'irrigation',
  title: { en: `Article ${n}`, ar: `مقال ${n}` },
  summary: { en: 'Summary', ar: 'ملخص' },
  body: { en: 'Text', ar: 'نص' },
  image_url: null,
  video_url: null,
  published: true,
  created_at: '2026-06-01T00:00:00Z',
  updated_at: '2026-06-01T00:00:00Z',
});

function setup(language: 'en' | 'ar') {
  const api = fakeApi({
    '/api/me/': profile({ super_admin: true }),
    '/api/notifications/': { results: [], unread_count: 0 },
    '/api/learning-zone/': { count: 23, page: 1, page_size: 20, results: Array.from({ length: 20 }, (_, i) => item(i + 1)) },
  });
  const app = renderApp({ path: '/learning-zone', fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ super_admin: true }) });
  return { api };
}

// The learning zone is the operation team's (super admins) in the signed-in app.
describe('learning zone list', () => {
  it('asks for a page, says how many there are and sends the search', async () => {
    const { api } = setup('en');
    expect(await screen.findAllByTestId('learning-card', {}, { timeout: 15_000 })).toHaveLength(20);
    expect(screen.getByTestId('learning-pagination-summary').textContent).toBe('1–20 of 23');
    const asked = api.calls.find((c) => c.path === '/api/learning-zone/')!;
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({ page: '1', page_size: '20' });
    fireEvent.change(screen.getByTestId('learning-search'), { target: { value: 'nitrogen' } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/learning-zone/' && c.url.searchParams.get('search') === 'nitrogen')).toBe(true), { timeout: 2000 });
  }, 30_000);

  it('reads its pages in Arabic', async () => {
    setup('ar');
    expect(await screen.findByText('مقال 1', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('learning-pagination-summary').textContent).toBe('1–20 من 23');
  }, 30_000);
});
