import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { POLICY_TEMPLATES } from '@rayyan/contracts';
import { accessContextFor, accessDecision, registerPermissions } from './permissions';

const subject = (userType: 'admin' | 'normal', policyPermissions: Record<string, string[]> | null, superAdmin = false) =>
  accessContextFor('user-1', 'org-1', { userType, superAdmin, policyPermissions });

const decision = (...args: Parameters<typeof accessDecision>) => {
  const error = accessDecision(...args);
  return error ? `${error.status} ${error.code}` : 'allow';
};

describe('permission decisions', () => {
  it('gives admins and super admins every permission of their organisation', () => {
    expect(decision('users_and_labors:delete', subject('admin', { settings: ['view'] }))).toBe('allow');
    expect(decision('settings:delete', subject('normal', null, true))).toBe('allow');
  });

  it("gives normal users their policy's grants and nothing else", () => {
    const operations = subject('normal', POLICY_TEMPLATES.farm_operations as Record<string, string[]>);
    expect(decision('farm_and_fields:create', operations)).toBe('allow');
    expect(decision('users_and_labors:view', operations)).toBe('allow');
    expect(decision('users_and_labors:create', operations)).toBe('403 forbidden_policy');
    expect(decision('farm_and_fields:delete', operations)).toBe('403 forbidden_policy');
  });

  it('gives a normal user without a policy view only', () => {
    const noPolicy = subject('normal', null);
    expect(decision('labors' as never, noPolicy)).toBe('403 forbidden_policy');
    expect(decision('settings:view', noPolicy)).toBe('allow');
    expect(decision('settings:edit', noPolicy)).toBe('403 forbidden_policy');
  });

  it('lets any signed-in user through "authenticated" and only super admins through "super_admin" (not Authenticated)', () => {
    expect(decision('authenticated', subject('normal', {}))).toBe('allow');
    expect(decision('super_admin', subject('admin', null))).toBe('403 not_authenticated');
    expect(decision('super_admin', subject('normal', null, true))).toBe('allow');
  });

  it('keeps access policies in the hands of admins, even for a normal user with full settings rights', () => {
    expect(decision('org_admin', subject('normal', POLICY_TEMPLATES.full_access as Record<string, string[]>))).toBe('403 forbidden_policy');
    expect(decision('org_admin', subject('admin', null))).toBe('allow');
    expect(decision('org_admin', subject('normal', null, true))).toBe('allow');
  });
});

describe('routes must declare what they need', () => {
  it('stops the app at startup when an /api route declares neither public nor a permission', async () => {
    const app = Fastify();
    registerPermissions(app, { load: async () => undefined });
    expect(() => app.get('/api/forgotten/', async () => 'oops')).toThrow('GET /api/forgotten/ declares neither config.public nor config.permission');
    await app.close();
  });

  it('accepts public routes, declared permissions and non-API routes', async () => {
    const app = Fastify();
    registerPermissions(app, { load: async () => undefined });
    app.get('/api/open/', { config: { public: true } }, async () => 'ok');
    app.get('/api/guarded/', { config: { permission: 'settings:view' } }, async () => 'ok');
    app.get('/assets/app.js', async () => 'ok');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
