import { forgotPasswordSchema, loginSchema, newPassword } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { emailError, newPasswordError, validateLogin } from './validate';

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

describe('forgot and reset rules by hand', () => {
  const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : result.error!.issues[0]!.message);
  it.each(['', '   ', 'not-an-email', 'a@b', 'ten@nhahang.vn', ' ten@nhahang.vn ', 'a b@c.de'])('email %j as the contract says', (value) => {
    expect(emailError(value)).toEqual(first(forgotPasswordSchema.safeParse({ email: value })));
  });
  it.each(['', 'short', '12345678', 'p'.repeat(200), 'p'.repeat(201)])('new password %j as the contract says', (value) => {
    expect(newPasswordError(value)).toEqual(first(newPassword.safeParse(value === '' ? undefined : value)));
  });
});
