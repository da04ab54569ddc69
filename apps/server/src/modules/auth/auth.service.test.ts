import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import type { UserAccount } from '../users/user.repository';
import type { StoredRefreshToken } from './auth.repository';
import { createAuthService, type PasswordHasher } from './auth.service';
import { createMemoryFailureStore, createSignInThrottle } from './sign-in-throttle';
import { createTokenSigner } from './token-signer';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

function fakeClock(start = Date.parse('2026-03-01T08:00:00Z')) {
  let nowMs = start;
  return { now: () => new Date(nowMs), advance: (ms: number) => (nowMs += ms) };
}

// Plain-text "hashes": the service logic is under test here, not Argon2.
const fakePasswords: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (hash, password) => hash === `hashed:${password}`,
};

const palmManager: UserAccount = {
  id: 'user-1',
  orgId: 'org-1',
  orgName: 'Rayyan Palm & Citrus',
  farmingType: ['tree'],
  userName: 'palm.manager',
  name: 'Palm Manager',
  email: 'palm.manager@example.com',
  phone: '+966500000001',
  passwordHash: 'hashed:secret-password',
  farmRole: 'farm_manager',
  userType: 'admin',
  superAdmin: false,
  isActive: true,
  preferences: {},
  policyId: null,
  policyName: null,
  policyPermissions: null,
  profileImage: null,
};

function setup(account: UserAccount = palmManager, ...others: UserAccount[]) {
  const clock = fakeClock();
  const accounts = new Map([account, ...others].map((user) => [user.id, { ...user }]));
  const refreshTokens = new Map<string, StoredRefreshToken>();
  const signer = createTokenSigner({ secret: SECRET, clock });
  const failures = createMemoryFailureStore();
  const service = createAuthService({
    users: {
      findByLogin: async (login) => [...accounts.values()].find((u) => u.userName === login || u.phone === login),
      findById: async (id) => accounts.get(id),
    },
    tokens: {
      createRefreshToken: async (token) => void refreshTokens.set(token.id, { ...token, revokedAt: null }),
      findRefreshToken: async (id) => refreshTokens.get(id),
      revokeRefreshToken: async (id, at) => {
        const token = refreshTokens.get(id);
        if (token) token.revokedAt = at;
      },
      findOpenSession: async ({ userId, orgId, sessionId }) => {
        const user = accounts.get(userId);
        const session = refreshTokens.get(sessionId);
        if (!user?.isActive || user.orgId !== orgId || !session || session.revokedAt || session.userId !== userId) return undefined;
        return { userType: user.userType, superAdmin: user.superAdmin, policyPermissions: user.policyPermissions };
      },
      changePassword: async ({ userId, passwordHash, keepSessionId, at }) => {
        accounts.get(userId)!.passwordHash = passwordHash;
        for (const token of refreshTokens.values()) if (token.userId === userId && token.id !== keepSessionId) token.revokedAt ??= at;
      },
    },
    signer,
    passwords: fakePasswords,
    clock,
    loginThrottle: createSignInThrottle({ store: failures, clock }),
    accessTokenMinutes: 60,
    refreshTokenHours: 24,
  });
  return { service, clock, accounts, refreshTokens, signer, failures };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    },
  );

describe('auth service: login', () => {
  it('issues an access token with the session claims and a refresh token stored by jti', async () => {
    const { service, refreshTokens, clock } = setup();
    const { access, refresh } = await service.login({ username: 'palm.manager', password: 'secret-password' }, '10.0.0.1');

    const claims = decodeJwt(access);
    const iat = Math.floor(clock.now().getTime() / 1000);
    expect(claims).toMatchObject({
      user_id: 'user-1',
      user_name: 'palm.manager',
      org_id: 'org-1',
      farming_type: ['tree'],
      super_admin: false,
      farm_role: 'farm_manager',
      typ: 'access',
      iat,
      exp: iat + 3600,
    });
    const refreshClaims = decodeJwt(refresh);
    expect(refreshClaims.typ).toBe('refresh');
    expect(refreshTokens.has(refreshClaims.jti!)).toBe(true);
    expect(refreshClaims.exp).toBe(iat + 24 * 3600);
  });

  it('accepts the phone number as user name', async () => {
    const { service } = setup();
    const tokens = await service.login({ username: '+966500000001', password: 'secret-password' }, '10.0.0.1');
    expect(decodeJwt(tokens.access).user_name).toBe('palm.manager');
  });

  it('refuses a wrong password, an unknown user and an inactive user alike', async () => {
    const { service, accounts } = setup();
    expect((await rejection(service.login({ username: 'palm.manager', password: 'nope' }, 'a'))).code).toBe('invalid_credentials');
    expect((await rejection(service.login({ username: 'nobody', password: 'nope' }, 'b'))).code).toBe('invalid_credentials');
    accounts.get('user-1')!.isActive = false;
    const inactive = await rejection(service.login({ username: 'palm.manager', password: 'secret-password' }, 'c'));
    expect([inactive.code, inactive.status]).toEqual(['invalid_credentials', 401]);
  });

  it('blocks an account after 5 failures in a row from any addresses, telling when to retry, doubling the block each further failure', async () => {
    const { service, clock } = setup();
    const wrong = { username: 'palm.manager', password: 'wrong' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await rejection(service.login(wrong, `10.0.0.${attempt}`))).code).toBe('invalid_credentials');
    }
    const blocked = await rejection(service.login({ username: 'palm.manager', password: 'secret-password' }, '10.0.0.99'));
    expect([blocked.code, blocked.status, blocked.retryAfterSeconds]).toEqual(['too_many_attempts', 429, 60]);

    clock.advance(60_000);
    expect((await rejection(service.login(wrong, '10.0.0.6'))).code).toBe('invalid_credentials');
    expect((await rejection(service.login(wrong, '10.0.0.7'))).retryAfterSeconds).toBe(120);
    clock.advance(120_000);
    await expect(service.login({ username: 'palm.manager', password: 'secret-password' }, '10.0.0.8')).resolves.toHaveProperty('access');
    // The success forgets the account's failures: 4 more do not block it.
    for (let attempt = 0; attempt < 4; attempt++) expect((await rejection(service.login(wrong, '10.0.1.1'))).code).toBe('invalid_credentials');
    await expect(service.login({ username: 'palm.manager', password: 'secret-password' }, '10.0.1.2')).resolves.toHaveProperty('access');
  });

  it('throttles unknown user names like accounts, so the answer does not tell which exist', async () => {
    const { service } = setup();
    for (let attempt = 1; attempt <= 5; attempt++) await rejection(service.login({ username: 'no.such.user', password: 'x' }, `10.0.2.${attempt}`));
    expect((await rejection(service.login({ username: 'no.such.user', password: 'x' }, '10.0.2.9'))).code).toBe('too_many_attempts');
  });

  it('blocks an address after 10 failures over any accounts, and a success with one\'s own account does not reset it', async () => {
    const attacker: UserAccount = { ...palmManager, id: 'user-2', userName: 'attacker', phone: '+966500000002', passwordHash: 'hashed:attacker-password' };
    const victims = Array.from({ length: 10 }, (_, i): UserAccount => ({ ...palmManager, id: `victim-${i}`, userName: `victim.${i}`, phone: `+96650000010${i}` }));
    const { service } = setup(attacker, ...victims);
    const own = { username: 'attacker', password: 'attacker-password' };
    for (const victim of victims) {
      // One guess per victim (no account reaches its limit), each followed by a successful sign-in of one's own.
      expect((await rejection(service.login({ username: victim.userName, password: 'guess' }, '203.0.113.7'))).code).toBe('invalid_credentials');
      if (victim !== victims.at(-1)) await expect(service.login(own, '203.0.113.7')).resolves.toHaveProperty('access');
    }
    const blocked = await rejection(service.login(own, '203.0.113.7'));
    expect([blocked.code, blocked.retryAfterSeconds]).toEqual(['too_many_attempts', 60]);
    // The victims' own sign-ins from elsewhere are not affected.
    await expect(service.login({ username: 'victim.0', password: 'secret-password' }, '198.51.100.1')).resolves.toHaveProperty('access');
  });
});

/** A user whose access policy allows the mobile app and WhatsApp but not the web. */
const fieldWorker: UserAccount = {
  ...palmManager,
  userType: 'normal',
  policyId: 'policy-1',
  policyName: 'Field workers',
  policyPermissions: { system_accessibility: ['mobile', 'whatsapp'], farm_and_fields: ['view'] },
};

describe('auth service: sign-in channels of the access policy', () => {
  it('refuses web sign-in (the default client) when the policy lacks web access, issuing no tokens', async () => {
    const { service, refreshTokens } = setup(fieldWorker);
    const refused = await rejection(service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip'));
    expect([refused.code, refused.status]).toEqual(['web_access_denied', 403]);
    expect(refreshTokens.size).toBe(0);
  });

  it('lets the same user sign in from the mobile client', async () => {
    const { service } = setup(fieldWorker);
    await expect(service.login({ username: 'palm.manager', password: 'secret-password', client: 'mobile' }, 'ip')).resolves.toHaveProperty('access');
  });

  it('lets admins and users without a policy sign in to the web', async () => {
    await expect(setup({ ...fieldWorker, userType: 'admin' }).service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip')).resolves.toHaveProperty('access');
    await expect(
      setup({ ...fieldWorker, policyId: null, policyName: null, policyPermissions: null }).service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip'),
    ).resolves.toHaveProperty('access');
  });
});

describe('auth service: tokens', () => {
  it('refreshes with a valid refresh token and rejects it once revoked', async () => {
    const { service } = setup();
    const { refresh } = await service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip');
    const { access } = await service.refresh(refresh);
    expect(decodeJwt(access).user_name).toBe('palm.manager');

    await service.revoke(refresh);
    expect((await rejection(service.refresh(refresh))).code).toBe('token_invalid');
  });

  it('rejects an expired refresh token, an access token used as refresh, and garbage', async () => {
    const { service, clock } = setup();
    const { access, refresh } = await service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip');
    expect((await rejection(service.refresh(access))).code).toBe('token_invalid');
    expect((await rejection(service.refresh('not.a.jwt'))).code).toBe('token_invalid');
    clock.advance(24 * 3_600_000 + 1_000);
    expect((await rejection(service.refresh(refresh))).code).toBe('token_invalid');
  });

  it('authenticates access tokens only while the user is active and the token unexpired', async () => {
    const { service, clock, accounts } = setup();
    const { access, refresh } = await service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip');
    await expect(service.authenticate(access)).resolves.toMatchObject({ user_id: 'user-1', org_id: 'org-1' });
    expect((await rejection(service.authenticate(refresh))).code).toBe('token_invalid');

    accounts.get('user-1')!.isActive = false;
    expect((await rejection(service.authenticate(access))).code).toBe('token_invalid');
    accounts.get('user-1')!.isActive = true;
    clock.advance(61 * 60_000);
    expect((await rejection(service.authenticate(access))).code).toBe('token_invalid');
  });

  it('revoking garbage still succeeds (logout never fails)', async () => {
    const { service } = setup();
    await expect(service.revoke('garbage')).resolves.toBeUndefined();
  });
});

describe('auth service: the client a token was issued for (its audience)', () => {
  it('binds both tokens to the signing-in client and the session', async () => {
    const { service } = setup(fieldWorker);
    const { access, refresh } = await service.login({ username: 'palm.manager', password: 'secret-password', client: 'mobile' }, 'ip');
    expect(decodeJwt(access)).toMatchObject({ aud: 'mobile', sid: decodeJwt(refresh).jti });
    expect(decodeJwt(refresh).aud).toBe('mobile');
    expect(decodeJwt((await service.refresh(refresh)).access)).toMatchObject({ aud: 'mobile', sid: decodeJwt(refresh).jti });
  });

  it('refuses a mobile token of a user without web access when a browser sends it', async () => {
    const { service } = setup(fieldWorker);
    const { access } = await service.login({ username: 'palm.manager', password: 'secret-password', client: 'mobile' }, 'ip');
    const refused = await rejection(service.authenticate(access, { browser: true }));
    expect([refused.code, refused.status]).toEqual(['web_access_denied', 403]);
    await expect(service.authenticate(access, { browser: false })).resolves.toMatchObject({ aud: 'mobile' });
  });

  it('checks on every request and refresh that the policy still allows the client', async () => {
    const { service, accounts } = setup();
    const { access, refresh } = await service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip');
    const mobile = await service.login({ username: 'palm.manager', password: 'secret-password', client: 'mobile' }, 'ip');
    Object.assign(accounts.get('user-1')!, { userType: 'normal', policyPermissions: { system_accessibility: ['whatsapp'] } });
    expect((await rejection(service.authenticate(access))).code).toBe('web_access_denied');
    expect((await rejection(service.refresh(refresh))).code).toBe('web_access_denied');
    expect((await rejection(service.authenticate(mobile.access))).code).toBe('client_access_denied');
    Object.assign(accounts.get('user-1')!, { policyPermissions: { system_accessibility: ['web'] } });
    await expect(service.authenticate(access)).resolves.toMatchObject({ aud: 'web' });
  });

  it('ends the access tokens of a revoked session', async () => {
    const { service } = setup();
    const { access, refresh } = await service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip');
    await service.revoke(refresh);
    expect((await rejection(service.authenticate(access))).code).toBe('token_invalid');
  });
});

describe('auth service: change password', () => {
  const change = (service: ReturnType<typeof setup>['service'], sessionId: string, new_password: string, old_password = 'secret-password') =>
    service.changePassword('user-1', sessionId, { old_password, new_password, confirm_password: new_password });

  it('checks the confirmation and the old password, then stores the new hash', async () => {
    const { service, accounts } = setup();
    const sid = decodeJwt((await service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip')).access).sid as string;
    const mismatch = await rejection(
      service.changePassword('user-1', sid, { old_password: 'secret-password', new_password: 'new-password-1', confirm_password: 'other' }),
    );
    expect([mismatch.code, mismatch.message]).toEqual(['password_mismatch', 'new password should be identical']);
    const wrongOld = await rejection(change(service, sid, 'new-password-1', 'wrong'));
    expect([wrongOld.code, wrongOld.message]).toEqual(['invalid_password', 'Invalid Password']);

    await change(service, sid, 'new-password-1');
    expect(accounts.get('user-1')!.passwordHash).toBe('hashed:new-password-1');
  });

  it('ends every other session of the user and keeps the one that asked', async () => {
    const { service } = setup();
    const signIn = () => service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip');
    const [laptop, phone, current] = [await signIn(), await signIn(), await signIn()];
    await change(service, decodeJwt(current.access).sid as string, 'orchard-lantern-42');
    for (const old of [laptop, phone]) {
      expect((await rejection(service.refresh(old.refresh))).code).toBe('token_invalid');
      expect((await rejection(service.authenticate(old.access))).code).toBe('token_invalid');
    }
    await expect(service.refresh(current.refresh)).resolves.toHaveProperty('access');
    await expect(service.authenticate(current.access)).resolves.toMatchObject({ user_id: 'user-1' });
  });

  it('refuses the current password, common passwords and the user\'s own names, saying which (by message key)', async () => {
    const { service, accounts } = setup();
    const sid = decodeJwt((await service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip')).access).sid as string;
    const cases: [string, string][] = [
      ['secret-password', 'password_reused'],
      ['password123', 'password_common'],
      ['Sunshine2024!', 'password_common'],
      ['palm.manager!!', 'password_personal'],
      ['my-966500000001', 'password_personal'],
      ['Palm2026!', 'password_personal'],
    ];
    for (const [password, message] of cases) {
      const refused = await rejection(change(service, sid, password));
      expect([refused.code, refused.status, refused.fields]).toEqual(['validation_failed', 400, { new_password: message }]);
    }
    expect(accounts.get('user-1')!.passwordHash).toBe('hashed:secret-password');
  });
});
