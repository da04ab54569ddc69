import { describe, expect, it } from 'vitest';
import { canOpenAppPath, homePathFor, menuFor } from './menu';

const paths = (user: Parameters<typeof menuFor>[0]) => menuFor(user).map((item) => item.path);

describe('menu rules of spec point 6', () => {
  it('gives other tree users the full tree menu in the spec order', () => {
    expect(paths({ farming_type: ['tree'], super_admin: false, farm_role: 'farm_manager' })).toEqual([
      '/dashboard', '/farms', '/fields', '/trees', '/traps', '/pesticides', '/qr-export', '/field', '/programs',
      '/inventories', '/users', '/farm-owners', '/review', '/reports', '/evaluation', '/settings',
    ]);
  });

  it('limits tree agriculture engineers to Review and reportsAndDashboard', () => {
    expect(paths({ farming_type: ['tree'], super_admin: false, farm_role: 'agriculture_engineer' })).toEqual(['/review', '/reports']);
  });

  it('limits tree super admins to evaluation, whatever their farm role', () => {
    expect(paths({ farming_type: ['tree'], super_admin: true, farm_role: 'agriculture_engineer' })).toEqual(['/evaluation']);
  });

  it('gives every non-tree farming type the crop menu', () => {
    const crop = ['/farms', '/fields', '/crop-fields', '/pest-diseases', '/labSamples', '/programs', '/inventories',
      '/assets', '/sensors', '/users', '/labors', '/reports', '/learning-zone', '/settings'];
    expect(paths({ farming_type: ['crop'], super_admin: false, farm_role: 'farm_manager' })).toEqual(crop);
    expect(paths({ farming_type: ['crop'], super_admin: true, farm_role: null })).toEqual(crop);
    expect(paths({ farming_type: [], super_admin: false, farm_role: null })).toEqual(crop);
  });

  it('sends users home to the map when their menu has farms, else to their first page', () => {
    expect(homePathFor({ farming_type: ['crop'], super_admin: false, farm_role: null })).toBe('/');
    expect(homePathFor({ farming_type: ['tree'], super_admin: false, farm_role: 'agriculture_engineer' })).toBe('/review');
    expect(homePathFor({ farming_type: ['tree'], super_admin: true, farm_role: null })).toBe('/evaluation');
  });

  it('lets a user open only the pages of their menu (and sub-pages), the root and their profile', () => {
    const engineer = { farming_type: ['tree'], super_admin: false, farm_role: 'agriculture_engineer' };
    expect(canOpenAppPath(engineer, '/reports')).toBe(true);
    expect(canOpenAppPath(engineer, '/reports/irrigation')).toBe(true);
    expect(canOpenAppPath(engineer, '/profile')).toBe(true);
    expect(canOpenAppPath(engineer, '/users')).toBe(false);
    expect(canOpenAppPath({ farming_type: ['crop'], super_admin: false, farm_role: null }, '/trees')).toBe(false);
  });

  it('lets super admins open the organisations settings from the header, and nothing else of settings', () => {
    const superAdmin = { farming_type: ['tree'], super_admin: true, farm_role: null };
    expect(canOpenAppPath(superAdmin, '/settings/organizations')).toBe(true);
    expect(canOpenAppPath(superAdmin, '/settings/access-policy')).toBe(false);
    expect(canOpenAppPath(superAdmin, '/settings')).toBe(false);
    expect(canOpenAppPath({ farming_type: ['tree'], super_admin: false, farm_role: 'agriculture_engineer' }, '/settings/organizations')).toBe(false);
  });
});
