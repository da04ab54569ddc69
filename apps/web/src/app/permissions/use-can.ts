import { can, type EndpointAccess, type PolicyPermissions } from '@rayyan/contracts';
import { useMe } from './use-me';

/**
 * Whether the signed-in user holds `permission` (spec 6), from the effective grants of /api/me/.
 * False while the profile loads, so buttons appear only once they are known to work.
 */
export function useCan(permission: Exclude<EndpointAccess, 'public'>): boolean {
  const me = useMe();
  if (!me.data) return false;
  if (permission === 'authenticated') return true;
  if (permission === 'super_admin') return me.data.super_admin;
  // Access policies are managed by the organisation's admins only (the server's `org_admin` requirement).
  if (permission === 'org_admin') return me.data.super_admin || me.data.user_type === 'admin';
  return can(
    { user_type: me.data.user_type, super_admin: me.data.super_admin, permissions: me.data.permissions as PolicyPermissions },
    permission,
  );
}
