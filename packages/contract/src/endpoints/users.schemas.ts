import { publicUserSchema } from '../auth.schema.js';
import { idParam, okResponse, paged } from '../common.schema.js';
import { createUserSchema, updateUserSchema, userListQuery } from '../user.schema.js';

export const userSchemas = {
  usersList: { query: userListQuery, response: paged(publicUserSchema) },
  usersGet: { params: idParam, response: publicUserSchema },
  usersCreate: { body: createUserSchema, response: publicUserSchema },
  usersUpdate: { params: idParam, body: updateUserSchema, response: publicUserSchema },
  usersRemove: { params: idParam, response: okResponse },
};
