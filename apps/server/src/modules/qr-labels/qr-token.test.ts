import { describe, expect, it } from 'vitest';
import { createQrTokens } from './qr-token';

const tokens = createQrTokens('a-test-secret-of-at-least-32-characters');
const tree = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('QR label tokens', () => {
  it('round-trips a tree id through a 30-character token that does not show the id', () => {
    const token = tokens.sign(tree);
    expect(token).toMatch(/^[A-Za-z0-9_-]{30}$/);
    expect(token).not.toContain(Buffer.from(tree.replace(/-/g, ''), 'hex').toString('base64url').slice(0, 8));
    expect(tokens.verify(token)).toBe(tree);
    expect(tokens.sign(tree)).toBe(token);
  });

  it('refuses a token with any character changed, cut short, or signed with another secret', () => {
    const token = tokens.sign(tree);
    for (let i = 0; i < token.length; i++) {
      const changed = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
      expect(tokens.verify(changed), `position ${i}`).toBeNull();
    }
    // The last character carries two unused bits: another spelling of the same bytes is refused too.
    const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = token.slice(0, 29) + last[last.indexOf(token[29]!) ^ 1];
    expect(tokens.verify(twin)).toBeNull();
    expect(tokens.verify(token.slice(0, 29))).toBeNull();
    expect(tokens.verify('')).toBeNull();
    expect(tokens.verify('../../etc/passwd')).toBeNull();
    expect(createQrTokens('another-secret-of-at-least-32-characters!').verify(token)).toBeNull();
  });
});
