import type { FastifyInstance, FastifyRequest } from 'fastify';
import { effectivePermissions, type Permission, type PolicyPermissions, type UserType } from '@rayyan/contracts';
import { AppError } from '../shared/app-error';
import { PUBLIC_PREFIXES, signedInUser } from './auth';

/**
 * What a route needs beyond a valid token: any signed-in user, a super admin, or one permission of the
 * caller's access policy (spec 6).
 */
/**
 * What a route needs: any signed-in user, a super admin, an admin of the organisation (user type admin or
 * super admin: for managing access policies, which would otherwise let a user widen their own grants),
 * or one permission of the caller's policy.
 */
export type RouteRequirement = 'authenticated' | 'super_admin' | 'org_admin' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every non-public /api route declares what it needs; startup fails when one does not. */
    permission?: RouteRequirement;
  }
  interface FastifyRequest {
    /** The caller's organisation, role and effective grants; set on every authenticated /api route. */
    access: AccessContext | undefined;
  }
}

/** Who is calling, as read from the database on each request (not from the token, so changes apply at once). */
export interface AccessContext {
  userId: string;
  orgId: string;
  userType: UserType;
  superAdmin: boolean;
  /** Effective grants: admins and super admins everything, normal users their policy, no policy view only. */
  permissions: PolicyPermissions;
}

/** Reads the caller's role and policy grants. */
export interface AccessSubjectLoader {
  load(userId: string, orgId: string): Promise<{ userType: UserType; superAdmin: boolean; policyPermissions: PolicyPermissions | null } | undefined>;
}

/** Whether `access` satisfies `requirement`; the error to answer when it does not. Pure, so it is small-tested. */
export function accessDecision(requirement: RouteRequirement, access: AccessContext): AppError | null {
  if (requirement === 'authenticated') return null;
  // Spec 7/8: organisation management by anyone else fails with "not Authenticated".
  if (requirement === 'super_admin') return access.superAdmin ? null : new AppError('not_authenticated', 403);
  if (requirement === 'org_admin') return access.superAdmin || access.userType === 'admin' ? null : new AppError('forbidden_policy', 403);
  const [group, action] = requirement.split(':') as [keyof PolicyPermissions, string];
  const granted = access.permissions[group] as readonly string[] | undefined;
  return granted?.includes(action) ? null : new AppError('forbidden_policy', 403);
}

/** Builds the caller's access context from what the loader returned. */
export function accessContextFor(
  userId: string,
  orgId: string,
  subject: { userType: UserType; superAdmin: boolean; policyPermissions: PolicyPermissions | null },
): AccessContext {
  return {
    userId,
    orgId,
    userType: subject.userType,
    superAdmin: subject.superAdmin,
    permissions: effectivePermissions({ user_type: subject.userType, super_admin: subject.superAdmin, permissions: subject.policyPermissions }),
  };
}

const isGuardedApiRoute = (url: string) => url.startsWith('/api/') && !PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Declarative, server-side enforcement of access policies. At startup, an /api route that is neither
 * public nor declares `config.permission` is a programming error and stops the app, so no route can
 * forget. On each request (after authentication, before the body is parsed) the caller's grants are
 * loaded and checked; missing ones answer 403 forbidden_policy. Must be registered before the routes.
 */
export function registerPermissions(app: FastifyInstance, subjects: AccessSubjectLoader): void {
  app.decorateRequest('access', undefined);
  app.addHook('onRoute', (route) => {
    if (!isGuardedApiRoute(route.url) || route.config?.public) return;
    if (!route.config?.permission) {
      throw new Error(`${String(route.method)} ${route.url} declares neither config.public nor config.permission`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    const url = route.url ?? '';
    if (request.is404 || !isGuardedApiRoute(url) || route.config.public) return;
    const requirement = route.config.permission;
    // Unreachable after the onRoute check; refuse rather than allow if it ever happens.
    if (!requirement) throw new AppError('forbidden_policy', 403);
    const claims = signedInUser(request);
    // Read by the session check of this same request (plugins/auth.ts); loaded only when it was not.
    const subject = request.sessionSubject ?? (await subjects.load(claims.user_id, claims.org_id));
    if (!subject) throw new AppError('token_invalid', 401);
    request.access = accessContextFor(claims.user_id, claims.org_id, subject);
    const denied = accessDecision(requirement, request.access);
    if (denied) throw denied;
  });
}

/** The caller's access context on an authenticated route. */
export function callerAccess(request: FastifyRequest): AccessContext {
  if (!request.access) throw new AppError('unauthenticated', 401);
  return request.access;
}
