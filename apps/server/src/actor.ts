import type { PublicUser } from '@app/contract';

/**
 * Who is acting: the signed-in staff member as access checks, the hub and services see them:
 * the account's public view (id, names, roles, permissions, language), never its database row,
 * so no password hash or session epoch travels past the point where the access token is read.
 */
export type Actor = PublicUser;
