/** The signed-in staff member's own account. */
import type { PublicUser } from '@app/contract';
import { authChangePassword, authUpdateProfile, type BodyOf } from '@app/contract/endpoints';
import { call } from '../lib/api';

export type ProfileChange = BodyOf<typeof authUpdateProfile>;

export function updateProfile(values: ProfileChange): Promise<PublicUser> {
  return call(authUpdateProfile, { body: values });
}

export function changePassword(currentPassword: string, newPassword: string) {
  return call(authChangePassword, { body: { currentPassword, newPassword } });
}
