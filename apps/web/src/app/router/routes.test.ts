import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { APP_ROUTES, AUTH_ROUTES, PUBLIC_ROUTES, isWebAppPath } from '@rayyan/contracts';
import { createRoutes } from './routes';
import { createI18n } from '../i18n/i18n';

const pathsOf = (list: RouteObject[]): string[] => list.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...pathsOf(r.children ?? [])]);

describe('web app routes', () => {
  it('are exactly the routes the server knows, so no page of the app answers HTTP 404', () => {
    const declared = [...PUBLIC_ROUTES.filter((p) => p !== '/'), ...AUTH_ROUTES, ...APP_ROUTES].sort();
    expect(pathsOf(createRoutes(createI18n('en'))).sort()).toEqual(declared);
  });

  it('tell pages from unknown paths as the router matches them', () => {
    expect(isWebAppPath('/')).toBe(true);
    expect(isWebAppPath('/fields/3f0c/irrigation/')).toBe(true);
    expect(isWebAppPath('/agri-tech/blogs/some-article')).toBe(true);
    expect(isWebAppPath('/no-such-page')).toBe(false);
    expect(isWebAppPath('/fields/a/b/c')).toBe(false);
  });
});
