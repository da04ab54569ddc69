import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../ports/mailer';
import { AppError } from '../../shared/app-error';
import type { UserAccount } from '../users/user.repository';
import { createPasswordResetService, resetTokenDigest } from './password-reset.service';

const user = { id: 'u1', orgId: 'o1', email: 'grower@example.com', name: 'Grower Nefertari', userName: 'grower', phone: '+201001234567', passwordHash: 'current-password' } as UserAccount;

function setup(...allowedOrigins: string[]) {
  const sent: MailMessage[] = [];
  const stored: { tokenHash: string; expiresAt: Date }[] = [];
  const completed: string[] = [];
  const service = createPasswordResetService({
    users: { findActiveByEmail: async (email) => (email === user.email ? user : undefined), findById: async (id) => (id === user.id ? user : undefined) },
    tokens: {
      createResetToken: async (token) => void stored.push(token),
      findResetToken: async (tokenHash) =>
        tokenHash === resetTokenDigest('good-token') ? { id: 'r1', userId: user.id, orgId: user.orgId, expiresAt: new Date('2026-03-01T09:00:00Z'), usedAt: null } : undefined,
      completePasswordReset: async (input) => {
        completed.push(input.passwordHash);
        return true;
      },
    },
    passwords: { hash: async (password) => password, verify: async (hash, password) => hash === password },
    mailer: { send: async (message) => void sent.push(message) },
    clock: { now: () => new Date('2026-03-01T08:00:00Z') },
    allowedOrigins,
  });
  return { service, sent, stored, completed };
}

describe('password reset service', () => {
  it('mails a link carrying a token whose sha256 alone is stored, valid for 60 minutes', async () => {
    const { service, sent, stored } = setup('https://app.rayyan.farm');
    await service.requestReset({ email: user.email!, redirect_url: 'https://app.rayyan.farm/auth/change-password/' });
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
    await service.requestReset({ email: 'nobody@example.com', redirect_url: 'http://localhost:3000/x' });
    expect(sent).toHaveLength(0);
  });

  it('only lets links point at the configured origins (PUBLIC_URL, ALLOWED_ORIGINS)', async () => {
    const { service, sent } = setup('https://app.rayyan.farm', 'https://rayyan.example');
    for (const redirect_url of ['https://evil.example/reset', 'http://app.rayyan.farm/reset', 'https://app.rayyan.farm.evil.example/', 'https://app.rayyan.farm@evil.example/', 'http://localhost:3000/reset']) {
      await expect(service.requestReset({ email: user.email!, redirect_url })).rejects.toMatchObject({ code: 'redirect_not_allowed', status: 400 });
    }
    await service.requestReset({ email: user.email!, redirect_url: 'https://app.rayyan.farm/auth/change-password/' });
    await service.requestReset({ email: user.email!, redirect_url: 'https://rayyan.example/auth/change-password/' });
    expect(sent.map((message) => new URL(/https:\S+/.exec(message.text)![0]).origin)).toEqual(['https://app.rayyan.farm', 'https://rayyan.example']);
  });

  it('with no origin configured, only lets links point at loopback addresses', async () => {
    const { service, sent } = setup();
    for (const redirect_url of ['http://evil.example/reset', 'https://192.168.1.5/reset', 'http://localhost.evil.example/', 'http://127.0.0.1.evil.example/', 'ftp://localhost/']) {
      await expect(service.requestReset({ email: user.email!, redirect_url })).rejects.toBeInstanceOf(AppError);
    }
    for (const redirect_url of ['http://localhost:3000/reset', 'http://127.0.0.1:5173/reset', 'http://[::1]:3000/reset']) {
      await service.requestReset({ email: user.email!, redirect_url });
    }
    expect(sent).toHaveLength(3);
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

  it('refuses the current password, a common one and one made of the user\'s names, then accepts a good one', async () => {
    const { service, completed } = setup();
    const reset = (password: string) => service.completeReset({ token: 'good-token', password, confirm_password: password });
    for (const [password, message] of [
      ['current-password', 'password_reused'],
      ['iloveyou', 'password_common'],
      ['Nefertari1990', 'password_personal'],
      ['grower-2026', 'password_personal'],
    ]) {
      await expect(reset(password!)).rejects.toMatchObject({ code: 'validation_failed', status: 400, fields: { password: message } });
    }
    expect(completed).toEqual([]);
    await reset('date-palms-in-wadi-natrun');
    expect(completed).toEqual(['date-palms-in-wadi-natrun']);
  });
});
