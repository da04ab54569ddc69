import { describe, expect, it } from 'vitest';
import { POLICY_TEMPLATES, can, effectivePermissions, normalisePermissions } from './permissions';

const normal = (permissions: Parameters<typeof can>[0]['permissions']) => ({ user_type: 'normal' as const, super_admin: false, permissions });

describe('access policies of spec point 6', () => {
  it('lets a view-only user see but not change', () => {
    const viewer = normal(POLICY_TEMPLATES.view_only);
    expect(can(viewer, 'users_and_labors:view')).toBe(true);
    expect(can(viewer, 'users_and_labors:create')).toBe(false);
    expect(can(viewer, 'farm_and_fields:delete')).toBe(false);
    expect(can(viewer, 'system_accessibility:web')).toBe(true);
  });

  it('gives admins and super admins every permission whatever their policy', () => {
    expect(can({ user_type: 'admin', super_admin: false, permissions: {} }, 'settings:delete')).toBe(true);
    expect(can({ user_type: 'normal', super_admin: true, permissions: {} }, 'crop_season:end')).toBe(true);
  });

  it('treats a normal user without a policy as view only', () => {
    expect(effectivePermissions(normal(null))).toEqual(POLICY_TEMPLATES.view_only);
  });

  it('denies web access when the policy leaves it out', () => {
    expect(can(normal(POLICY_TEMPLATES.field_worker), 'system_accessibility:web')).toBe(false);
    expect(can(normal(POLICY_TEMPLATES.field_worker), 'system_accessibility:mobile')).toBe(true);
  });

  it('drops unknown groups and actions and keeps the canonical order', () => {
    expect(normalisePermissions({ sensors: ['delete', 'view', 'fly'], nonsense: ['view'] })).toEqual({ sensors: ['view', 'delete'] });
  });
});
