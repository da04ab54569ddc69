import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../ports/mailer';
import { AppError } from '../../shared/app-error';
import type { UserAccount } from '../users/user.repository';
import { createPasswordResetService, resetTokenDigest } from './password-reset.service';

const user = { id: 'u1', orgId: 'o1', email: 'grower@example.com', name: 'Grower' } as UserAccount;

function setup(publicUrl?: string) {
  const sent: MailMessage[] = [];
  const stored: { tokenHash: string; expiresAt: Date }[] = [];
  const service = createPasswordResetService({
    users: { findActiveByEmail: async (email) => (email === user.email ? user : undefined) },
    tokens: {
      createResetToken: async (token) => void stored.push(token),
      findResetToken: async () => undefined,
      completePasswordReset: async () => true,
    },
    passwords: { hash: async (password) => password },
    mailer: { send: async (message) => void sent.push(message) },
    clock: { now: () => new Date('2026-03-01T08:00:00Z') },
    publicUrl,
  });
  return { service, sent, stored };
}

describe('password reset service', () => {
  it('mails a link carrying a token whose sha256 alone is stored, valid for 60 minutes', async () => {
    const { service, sent, stored } = setup('https://app.rayyan.farm');
    await service.requestReset({ email: user.email!, redirect_url: 'https://app.rayyan.farm/auth/change-password/' }, []);
    expect(sent).toHaveLength(1);
    const link = new URL(/https:\S+/.exec(sent[0]!.text)![0]);
    const token = link.searchParams.get('token')!;
    expect(link.pathname).toBe('/auth/change-password/');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(stored[0]!.tokenHash).toBe(resetTokenDigest(token));
    expect(stored[0]!.expiresAt.toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });

  it('sends nothing for an unknown address but still succeeds', async () => {
    const { service, sent } = setup();
    await service.requestReset({ email: 'nobody@example.com', redirect_url: 'http://localhost:3000/x' }, ['http://localhost:3000']);
    expect(sent).toHaveLength(0);
  });

  it('only trusts PUBLIC_URL when set, else the request origin', async () => {
    const withPublic = setup('https://app.rayyan.farm');
    await expect(
      withPublic.service.requestReset({ email: user.email!, redirect_url: 'https://evil.example/reset' }, ['https://evil.example']),
    ).rejects.toMatchObject({ code: 'redirect_not_allowed', status: 400 });

    const withoutPublic = setup();
    await expect(
      withoutPublic.service.requestReset({ email: user.email!, redirect_url: 'http://elsewhere.example/reset' }, ['http://localhost:3000']),
    ).rejects.toBeInstanceOf(AppError);
    await withoutPublic.service.requestReset({ email: user.email!, redirect_url: 'http://localhost:3000/reset' }, ['http://localhost:3000']);
    expect(withoutPublic.sent).toHaveLength(1);
  });

  it('refuses mismatched passwords before looking at the token', async () => {
    const { service } = setup();
    await expect(service.completeReset({ token: 't', password: 'new-password', confirm_password: 'other' })).rejects.toMatchObject({
      code: 'password_mismatch',
    });
    await expect(service.completeReset({ token: 't', password: 'new-password', confirm_password: 'new-password' })).rejects.toMatchObject({
      code: 'reset_token_invalid',
    });
  });
});
