/**
 * Access policies (spec point 6): named policies built from templates, each granting actions on
 * permission groups. The server enforces them declaratively (every route names the permission it
 * needs); the web app hides or disables what the user cannot do.
 */

/** Permission groups of spec point 6, with the actions each one knows. */
export const PERMISSION_GROUPS = {
  system_accessibility: ['web', 'mobile', 'whatsapp'],
  users_and_labors: ['view', 'create', 'edit', 'delete'],
  farm_and_fields: ['view', 'create', 'edit', 'delete'],
  crop_season: ['start', 'end', 'edit'],
  programs_tasks_activities: ['view', 'create', 'edit', 'delete'],
  sensors: ['view', 'create', 'edit', 'delete'],
  assets: ['view', 'create', 'edit', 'delete'],
  inventory: ['view', 'create', 'edit', 'delete'],
  pests_and_diseases: ['view', 'create', 'edit', 'delete'],
  settings: ['view', 'create', 'edit', 'delete'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type PermissionAction<G extends PermissionGroup = PermissionGroup> = (typeof PERMISSION_GROUPS)[G][number];
export const PERMISSION_GROUP_KEYS = Object.keys(PERMISSION_GROUPS) as PermissionGroup[];

/** A policy's grants: for each group, the actions allowed. Missing groups grant nothing. */
export type PolicyPermissions = Partial<{ [G in PermissionGroup]: PermissionAction<G>[] }>;

/** A permission a route or a button needs, as `group:action`, e.g. `users_and_labors:create`. */
export type Permission = { [G in PermissionGroup]: `${G}:${PermissionAction<G>}` }[PermissionGroup];

/** Everything in every group ("full"). */
export function fullPermissions(): PolicyPermissions {
  return Object.fromEntries(PERMISSION_GROUP_KEYS.map((g) => [g, [...PERMISSION_GROUPS[g]]])) as PolicyPermissions;
}

/** Every grant, shared by every admin's answer (checked on each request); frozen, so no caller can change it for the others. */
const EVERY_PERMISSION: PolicyPermissions = Object.freeze(
  Object.fromEntries(PERMISSION_GROUP_KEYS.map((g) => [g, Object.freeze([...PERMISSION_GROUPS[g]])])),
) as PolicyPermissions;

/** View only: `view` in every group that has it, plus web access. */
export function viewOnlyPermissions(): PolicyPermissions {
  const out: Record<string, string[]> = { system_accessibility: ['web'] };
  for (const g of PERMISSION_GROUP_KEYS) {
    if ((PERMISSION_GROUPS[g] as readonly string[]).includes('view')) out[g] = ['view'];
  }
  return out as PolicyPermissions;
}

/** Templates a new policy starts from (settings, access policy). */
export const POLICY_TEMPLATES = {
  full_access: fullPermissions(),
  view_only: viewOnlyPermissions(),
  farm_operations: {
    system_accessibility: ['web', 'mobile'],
    farm_and_fields: ['view', 'create', 'edit'],
    crop_season: ['start', 'end', 'edit'],
    programs_tasks_activities: ['view', 'create', 'edit', 'delete'],
    sensors: ['view'],
    assets: ['view'],
    inventory: ['view', 'create', 'edit'],
    pests_and_diseases: ['view', 'create', 'edit'],
    users_and_labors: ['view'],
  },
  field_worker: {
    system_accessibility: ['mobile', 'whatsapp'],
    programs_tasks_activities: ['view', 'edit'],
    farm_and_fields: ['view'],
  },
} as const satisfies Record<string, PolicyPermissions>;
export type PolicyTemplate = keyof typeof POLICY_TEMPLATES;
export const POLICY_TEMPLATE_KEYS = Object.keys(POLICY_TEMPLATES) as PolicyTemplate[];

/**
 * The names the seed gives the policy of each template (in English, the seed's language). A policy still so named
 * shows the name in the reader's language; one the organisation renamed shows as typed.
 */
export const SEEDED_POLICY_NAMES: Readonly<Record<PolicyTemplate, string>> = {
  full_access: 'Full access',
  view_only: 'View only',
  farm_operations: 'Farm operations',
  field_worker: 'Field workers',
};

/** Who is asking: admins and super admins hold every permission of their organisation. */
export interface PermissionSubject {
  user_type: 'admin' | 'normal';
  super_admin: boolean;
  /** The assigned policy's grants; null when the user has no policy (then: view only). */
  permissions: PolicyPermissions | null;
}

/** The grants that apply to a subject. */
export function effectivePermissions(subject: PermissionSubject): PolicyPermissions {
  if (subject.super_admin || subject.user_type === 'admin') return EVERY_PERMISSION;
  return subject.permissions ?? viewOnlyPermissions();
}

/** Whether the subject holds `group:action`. */
export function can(subject: PermissionSubject, permission: Permission): boolean {
  const [group, action] = permission.split(':') as [PermissionGroup, string];
  const granted = effectivePermissions(subject)[group] as readonly string[] | undefined;
  return granted?.includes(action) ?? false;
}

/** Normalises grants: drops unknown groups and actions, orders actions as in PERMISSION_GROUPS. */
export function normalisePermissions(input: Record<string, readonly string[] | undefined>): PolicyPermissions {
  const out: Record<string, string[]> = {};
  for (const g of PERMISSION_GROUP_KEYS) {
    const allowed = PERMISSION_GROUPS[g] as readonly string[];
    const actions = allowed.filter((a) => input[g]?.includes(a));
    if (actions.length) out[g] = actions;
  }
  return out as PolicyPermissions;
}
