import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreateUserInput, PublicUser, UpdateUserInput } from '@app/contract';
import { authCheckEmail, authCheckUsername, usersCreate, usersList, usersRemove, usersUpdate } from '@app/contract/endpoints';
import { call } from '../../lib/api';

/** 5 users per page. */
export const USERS_PAGE_SIZE = 5;
export const USERS_KEY = ['users'] as const;

export function useUsers(search: string, page: number) {
  return useQuery({
    queryKey: [...USERS_KEY, { search, page }],
    queryFn: ({ signal }) => call(usersList, { query: { search, page, pageSize: USERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function createUser(values: CreateUserInput): Promise<PublicUser> {
  return call(usersCreate, { body: values });
}

export function updateUser(id: number, values: UpdateUserInput): Promise<PublicUser> {
  return call(usersUpdate, { params: { id }, body: { ...values, id } });
}

export function deleteUser(id: number) {
  return call(usersRemove, { params: { id } });
}

export type AvailabilityField = 'username' | 'email';

/** Whether another account already uses the value. */
export async function isTaken(field: AvailabilityField, value: string, excludeId?: number, signal?: AbortSignal): Promise<boolean> {
  const endpoint = field === 'username' ? authCheckUsername : authCheckEmail;
  const res = await call(endpoint, { query: { [field]: value, excludeId }, signal });
  return res.exists;
}
