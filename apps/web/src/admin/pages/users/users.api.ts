import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@app/contract';
import { api } from '../../lib/api';

/** 5 users per page. */
export const USERS_PAGE_SIZE = 5;
export const USERS_KEY = ['users'] as const;

export interface UserPage {
  data: PublicUser[];
  totalCount: number;
  totalPages: number;
  page: number;
}

/** What the add/edit form sends (createUserSchema / updateUserSchema of the contract). */
export interface UserFormValues {
  username: string;
  email: string;
  fullName: string;
  role: string;
  password: string;
}

export function useUsers(search: string, page: number) {
  return useQuery({
    queryKey: [...USERS_KEY, { search, page }],
    queryFn: ({ signal }) => api.get<UserPage>('/User', { query: { search, page, pageSize: USERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function createUser(values: UserFormValues): Promise<PublicUser> {
  return api.post<PublicUser>('/User', values);
}

export function updateUser(id: number, values: UserFormValues): Promise<PublicUser> {
  return api.put<PublicUser>(`/User/${id}`, { ...values, id });
}

export function deleteUser(id: number): Promise<{ success: true; message?: string }> {
  return api.delete(`/User/${id}`);
}

export type AvailabilityField = 'username' | 'email';

/** GET Auth/check-username|check-email: whether another account already uses the value. */
export async function isTaken(field: AvailabilityField, value: string, excludeId?: number, signal?: AbortSignal): Promise<boolean> {
  const path = field === 'username' ? '/Auth/check-username' : '/Auth/check-email';
  const res = await api.get<{ exists: boolean }>(path, { query: { [field]: value, excludeId }, signal });
  return res.exists;
}
