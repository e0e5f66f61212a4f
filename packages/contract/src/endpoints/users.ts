import type { PublicUser } from '../auth.schema.js';
import type { IdParam } from '../common.schema.js';
import type { createUserSchema, updateUserSchema, userListQuery } from '../user.schema.js';
import { endpoint } from './endpoint.js';
import type { In, Ok, Out, Paged } from './schema-types.js';

const access = 'users.manage';

export const usersList = endpoint('GET', '/User', access).of<{ query: Out<typeof userListQuery>; response: Paged<PublicUser> }>();
export const usersGet = endpoint('GET', '/User/:id', access).of<{ params: IdParam; response: PublicUser }>();
export const usersCreate = endpoint('POST', '/User', access, { status: 201 }).of<{ body: In<typeof createUserSchema>; response: PublicUser }>();
export const usersUpdate = endpoint('PUT', '/User/:id', access).of<{ params: IdParam; body: In<typeof updateUserSchema>; response: PublicUser }>();
export const usersRemove = endpoint('DELETE', '/User/:id', access).of<{ params: IdParam; response: Ok }>();
