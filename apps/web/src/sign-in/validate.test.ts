import { loginSchema } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate';

/** The schema's first message per field, answered the way the back office form did (empty counts as missing). */
function schemaErrors(values: { username: string; password: string }) {
  const parsed = loginSchema.safeParse({
    username: values.username === '' ? undefined : values.username,
    password: values.password === '' ? undefined : values.password,
  });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

describe('sign-in rules by hand', () => {
  const cases = [
    { username: '', password: '' },
    { username: '   ', password: 'x' },
    { username: 'ab', password: 'secret' },
    { username: ' abc ', password: 'secret' },
    { username: 'a'.repeat(100), password: 'p'.repeat(200) },
    { username: 'a'.repeat(101), password: 'p'.repeat(201) },
    { username: 'admin', password: '' },
  ];
  it.each(cases)('match the contract login schema for %j', (values) => {
    expect(validateLogin(values)).toEqual(schemaErrors(values));
  });
});
