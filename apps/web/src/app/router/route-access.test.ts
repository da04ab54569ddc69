import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@rayyan/contracts';
import { routeAccessFor } from './route-access';

const user = (over: Partial<SessionUser>): SessionUser => ({
  user_id: 'u',
  user_name: 'ahmed',
  org_id: 'o',
  farming_type: ['tree'],
  super_admin: false,
  farm_role: 'farm_manager',
  exp: 2_000_000_000,
  ...over,
});
const treeManager = user({});
const cropUser = user({ farming_type: ['crop'], farm_role: 'irrigation_engineer' });
const agriEngineer = user({ farm_role: 'agriculture_engineer' });
const superAdmin = user({ super_admin: true });

describe('route guard', () => {
  it('opens public routes and the landing page to visitors', () => {
    for (const path of ['/', '/contact-us', '/Agri-Tech/blogs/five-steps', '/learning-zone/alfalfa/irrigation', '/reports/rpw']) {
      expect(routeAccessFor(null, path)).toEqual({ kind: 'allow' });
    }
  });

  it('sends a visitor opening an app route to the login page', () => {
    for (const path of ['/dashboard', '/profile', '/reports', '/learning-zone']) {
      expect(routeAccessFor(null, path)).toEqual({ kind: 'redirect', to: '/auth/login', reason: 'login_required' });
    }
  });

  it('opens auth routes to visitors and sends signed-in users to the root', () => {
    expect(routeAccessFor(null, '/auth/login')).toEqual({ kind: 'allow' });
    expect(routeAccessFor(null, '/auth/change-password')).toEqual({ kind: 'allow' });
    expect(routeAccessFor(treeManager, '/auth/login')).toEqual({ kind: 'redirect', to: '/', reason: 'signed_in' });
    expect(routeAccessFor(cropUser, '/auth/forget-password')).toMatchObject({ to: '/' });
  });

  it('shows the map home at "/" to users whose menu has farms', () => {
    expect(routeAccessFor(treeManager, '/')).toEqual({ kind: 'allow' });
    expect(routeAccessFor(cropUser, '/')).toEqual({ kind: 'allow' });
  });

  it('sends users without farms in their menu from "/" to the first page of their menu', () => {
    expect(routeAccessFor(agriEngineer, '/')).toEqual({ kind: 'redirect', to: '/review', reason: 'home' });
    expect(routeAccessFor(superAdmin, '/')).toEqual({ kind: 'redirect', to: '/evaluation', reason: 'home' });
  });

  it('lets users open the pages of their menu and their profile', () => {
    expect(routeAccessFor(treeManager, '/trees')).toEqual({ kind: 'allow' });
    expect(routeAccessFor(cropUser, '/crop-fields')).toEqual({ kind: 'allow' });
    expect(routeAccessFor(agriEngineer, '/reports')).toEqual({ kind: 'allow' });
    expect(routeAccessFor(superAdmin, '/profile')).toEqual({ kind: 'allow' });
  });

  it('sends users opening a page outside their menu home, with the not-authorised popup', () => {
    expect(routeAccessFor(agriEngineer, '/users')).toEqual({ kind: 'redirect', to: '/review', reason: 'not_authorised' });
    expect(routeAccessFor(superAdmin, '/dashboard')).toEqual({ kind: 'redirect', to: '/evaluation', reason: 'not_authorised' });
    expect(routeAccessFor(cropUser, '/trees')).toEqual({ kind: 'redirect', to: '/', reason: 'not_authorised' });
    expect(routeAccessFor(treeManager, '/sensors')).toEqual({ kind: 'redirect', to: '/', reason: 'not_authorised' });
  });

  it('keeps public pages public for signed-in users too', () => {
    expect(routeAccessFor(superAdmin, '/contact-us')).toEqual({ kind: 'allow' });
  });
});
