/**
 * The role ladder: who outranks whom among a contact's roles. A role implies
 * the ones below it (a superadmin may do what an admin may, an admin what a
 * member may), and a list of roles is judged by what it holds at its top.
 * Lists are a contact's *active* roles (`activeRoles`, `request.auth.roles`);
 * a name that is not on the ladder holds nothing.
 *
 * The server decides; the interfaces ask the same questions only to hide
 * what it would refuse.
 * @example hasRoleAtLeast(['member', 'superadmin'], 'admin') // true
 */
import type { ContactRoleName } from '../schemas/contact.ts';

/** The contact roles, lowest first: each one outranks those before it (`contactRoleNames` is this list). */
export const roleLadder = ['member', 'admin', 'superadmin'] as const;

type RoleName = ContactRoleName;

const ranks: ReadonlyMap<string, number> = new Map(roleLadder.map((role, index) => [role, index]));

/** Whether `value` names a role on the ladder. */
export const isRoleName = (value: string): value is RoleName => ranks.has(value);

/**
 * How high `role` stands: 0 for the lowest (member), one more each step up.
 * @example roleRank('admin') > roleRank('member') // true
 */
export const roleRank = (role: RoleName): number => ranks.get(role)!;

/** The rank of a name that may be off the ladder: -1, below every role, for one that is. */
const rankOf = (name: string): number => ranks.get(name) ?? -1;

/**
 * Whether `role` stands strictly above `other` (a role never outranks itself).
 * @example outranks('superadmin', 'admin') // true
 */
export const outranks = (role: RoleName, other: RoleName): boolean => roleRank(role) > roleRank(other);

/**
 * The highest role in `roles`, or null when it holds none (names off the ladder are ignored).
 * @example highestRole(['member', 'admin']) // 'admin'
 */
export function highestRole(roles: readonly string[]): RoleName | null {
  let top = -1;
  for (const name of roles) top = Math.max(top, rankOf(name));
  return top < 0 ? null : roleLadder[top]!;
}

/**
 * Whether `roles` holds `role` or one above it: what the server's `hasRole`
 * and `requireRole` ask of the caller's active roles.
 * @example hasRoleAtLeast(['superadmin'], 'member') // true
 */
export const hasRoleAtLeast = (roles: readonly string[], role: RoleName): boolean =>
  roles.some((name) => rankOf(name) >= roleRank(role));

/**
 * `role` and every role above it, lowest first: the names a query of "at
 * least `role`" looks for (`where role in (…)`).
 * @example rolesAtLeast('admin') // ['admin', 'superadmin']
 */
export const rolesAtLeast = (role: RoleName): RoleName[] => roleLadder.slice(roleRank(role));

/**
 * The roles strictly above `role`, lowest first; the whole ladder for null
 * (someone holding no role). An account holding one of them has more power
 * than a holder of `role`.
 * @example rolesAbove('admin') // ['superadmin']
 */
export const rolesAbove = (role: RoleName | null): RoleName[] =>
  roleLadder.slice(role === null ? 0 : roleRank(role) + 1);

/** The admin roles (admin and superadmin), lowest first. */
export const adminRoles: readonly RoleName[] = rolesAtLeast('admin');

/** Whether `role` is an admin role (admin or superadmin). */
export const isAdminRole = (role: string): boolean => rankOf(role) >= roleRank('admin');

/**
 * Whether `roles` holds an admin role: docs/product/api.md's "Admin = an active admin or superadmin role".
 * @example hasAdminRole(['member']) // false
 */
export const hasAdminRole = (roles: readonly string[]): boolean => hasRoleAtLeast(roles, 'admin');

/**
 * `roles` with every role above `cap` replaced by `cap` (once): what a
 * caller who may act at most as `cap` holds. An API key with `X-Contact-Id`
 * acts as admin at most, an answer pass as member at most.
 * @example capRoles(['member', 'superadmin'], 'admin') // ['member', 'admin']
 */
export function capRoles(roles: readonly RoleName[], cap: RoleName): RoleName[] {
  if (!roles.some((role) => outranks(role, cap))) return [...roles];
  return [...new Set([...roles.filter((role) => !outranks(role, cap)), cap])];
}
