import { describe, expect, it } from 'vitest';
import { isAuthPath, isPublicPath } from './routes';

describe('public and auth routes of spec point 2', () => {
  it('treats marketing pages, blog articles and the alfalfa pages as public', () => {
    for (const p of ['/', '/contact-us', '/about', '/test', '/Agri-Tech/blogs/how-much-to-irrigate-today', '/learning-zone/alfalfa/irrigation', '/reports/rpw']) {
      expect(isPublicPath(p)).toBe(true);
    }
  });

  it('keeps application pages private, even when they share a prefix with a public one', () => {
    for (const p of ['/reports', '/learning-zone', '/users', '/dashboard', '/profile']) {
      expect(isPublicPath(p)).toBe(false);
    }
  });

  it('recognises the three auth routes', () => {
    expect(isAuthPath('/auth/login')).toBe(true);
    expect(isAuthPath('/auth/forget-password/')).toBe(true);
    expect(isAuthPath('/auth/change-password')).toBe(true);
    expect(isAuthPath('/profile')).toBe(false);
  });
});
