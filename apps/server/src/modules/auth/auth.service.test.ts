import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { createSlidingWindowLimiter } from '../../shared/sliding-window-limiter';
import type { UserAccount } from '../users/user.repository';
import type { StoredRefreshToken } from './auth.repository';
import { createAuthService, type PasswordHasher } from './auth.service';
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

function setup(account: UserAccount = palmManager) {
  const clock = fakeClock();
  const accounts = new Map([[account.id, { ...account }]]);
  const refreshTokens = new Map<string, StoredRefreshToken>();
  const signer = createTokenSigner({ secret: SECRET, clock });
  const service = createAuthService({
    users: {
      findByLogin: async (login) => [...accounts.values()].find((u) => u.userName === login || u.phone === login),
      findById: async (id) => accounts.get(id),
      isActiveMember: async (id, orgId) => accounts.get(id)?.isActive === true && accounts.get(id)?.orgId === orgId,
      updatePasswordHash: async (id, _orgId, passwordHash) => {
        accounts.get(id)!.passwordHash = passwordHash;
      },
    },
    tokens: {
      createRefreshToken: async (token) => void refreshTokens.set(token.id, { ...token, revokedAt: null }),
      findRefreshToken: async (id) => refreshTokens.get(id),
      revokeRefreshToken: async (id, at) => {
        const token = refreshTokens.get(id);
        if (token) token.revokedAt = at;
      },
    },
    signer,
    passwords: fakePasswords,
    clock,
    loginThrottle: createSlidingWindowLimiter({ max: 5, windowMs: 15 * 60_000, clock }),
    accessTokenMinutes: 60,
    refreshTokenHours: 24,
  });
  return { service, clock, accounts, refreshTokens, signer };
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

  it('throttles the 6th attempt after 5 failures from one IP, and lifts after 15 minutes', async () => {
    const { service, clock } = setup();
    const wrong = { username: 'palm.manager', password: 'wrong' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await rejection(service.login(wrong, '10.0.0.9'))).code).toBe('invalid_credentials');
      clock.advance(1_000);
    }
    const blocked = await rejection(service.login({ username: 'palm.manager', password: 'secret-password' }, '10.0.0.9'));
    expect([blocked.code, blocked.status]).toEqual(['too_many_attempts', 429]);
    expect(blocked.retryAfterSeconds).toBe(15 * 60 - 5);

    // Another client is not affected.
    await expect(service.login({ username: 'palm.manager', password: 'secret-password' }, '10.0.0.10')).resolves.toHaveProperty('access');

    clock.advance(15 * 60_000);
    await expect(service.login({ username: 'palm.manager', password: 'secret-password' }, '10.0.0.9')).resolves.toHaveProperty('access');
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { service } = setup();
    const wrong = { username: 'palm.manager', password: 'wrong' };
    for (let attempt = 0; attempt < 4; attempt++) await rejection(service.login(wrong, 'ip'));
    await service.login({ username: 'palm.manager', password: 'secret-password' }, 'ip');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await rejection(service.login(wrong, 'ip'))).code).toBe('invalid_credentials');
    }
  });
});

describe('auth service: sign-in channels of the access policy', () => {
  const fieldWorker: UserAccount = {
    ...palmManager,
    userType: 'normal',
    policyId: 'policy-1',
    policyName: 'Field workers',
    policyPermissions: { system_accessibility: ['mobile', 'whatsapp'], farm_and_fields: ['view'] },
  };

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

describe('auth service: change password', () => {
  it('checks the confirmation and the old password, then stores the new hash', async () => {
    const { service, accounts } = setup();
    const mismatch = await rejection(
      service.changePassword('user-1', { old_password: 'secret-password', new_password: 'new-password-1', confirm_password: 'other' }),
    );
    expect([mismatch.code, mismatch.message]).toEqual(['password_mismatch', 'new password should be identical']);
    const wrongOld = await rejection(
      service.changePassword('user-1', { old_password: 'wrong', new_password: 'new-password-1', confirm_password: 'new-password-1' }),
    );
    expect([wrongOld.code, wrongOld.message]).toEqual(['invalid_password', 'Invalid Password']);

    await service.changePassword('user-1', { old_password: 'secret-password', new_password: 'new-password-1', confirm_password: 'new-password-1' });
    expect(accounts.get('user-1')!.passwordHash).toBe('hashed:new-password-1');
  });
});
