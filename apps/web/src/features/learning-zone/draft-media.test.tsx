import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LearningItem } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

const item = (overrides: Partial<LearningItem>): LearningItem => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  slug: 'drip-basics',
  kind: 'article',
  category: 'irrigation',
  title: { en: 'Drip basics', ar: 'أساسيات التنقيط' },
  summary: { en: 'How drip works', ar: 'كيف يعمل التنقيط' },
  body: { en: 'Text', ar: 'نص' },
  image_url: '/api/learning-zone/media/drip-basics-a1b2c3d4e5f6.png',
  video_url: null,
  published: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

function openItem(learningItem: LearningItem) {
  const authorizations: (string | null)[] = [];
  const api = fakeApi({
    '/api/me/': profile({ super_admin: true }),
    '/api/learning-zone/drip-basics/': learningItem,
    '/api/learning-zone/media/drip-basics-a1b2c3d4e5f6.png': (_url: URL, init?: RequestInit) => {
      authorizations.push(new Headers(init?.headers).get('authorization'));
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'Content-Type': 'image/png' } });
    },
  });
  const app = renderApp({ path: '/learning-zone?item=drip-basics', fetch: api.fetch });
  app.services.session.login({ access: signedInToken({ super_admin: true }) });
  return { authorizations };
}

describe('a learning-zone item’s uploaded image', () => {
  it('of a draft is fetched with the super admin’s token and shown from memory (the public address refuses drafts)', async () => {
    const { authorizations } = openItem(item({ published: false }));
    const image = await screen.findByTestId('learning-image', {}, { timeout: 15_000 });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    expect(authorizations).toHaveLength(1);
    expect(authorizations[0]).toMatch(/^Bearer /);
  });

  it('of a published item goes through the public image optimizer', async () => {
    const { authorizations } = openItem(item({ published: true }));
    const image = await screen.findByTestId('learning-image', {}, { timeout: 15_000 });
    expect(image.getAttribute('src')).toContain('/api/images?url=');
    expect(authorizations).toHaveLength(0);
  });
});
