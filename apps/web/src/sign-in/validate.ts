/**
 * The sign-in form's rules, by hand: the same limits and message keys as the contract's login schema
 * (the server checks them again), without shipping a schema library to a page that only has two
 * fields. A unit test keeps both in step.
 */
export interface LoginErrors {
  username?: string;
  password?: string;
}

export function usernameError(value: string): string | undefined {
  const username = value.trim();
  if (username.length < 1) return 'users.usernameRequired';
  if (username.length < 3) return 'users.usernameMin';
  if (username.length > 100) return 'auth.usernameMax';
  return undefined;
}

export function passwordError(value: string): string | undefined {
  if (value.length < 1) return 'auth.passwordRequired';
  if (value.length > 200) return 'auth.passwordMax';
  return undefined;
}

export function validateLogin(values: { username: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  const username = usernameError(values.username);
  const password = passwordError(values.password);
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}

/** The forgot-password form's rule (the contract's `forgotPasswordSchema`). */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email.length < 1) return 'users.emailRequired';
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'users.emailInvalid';
  return undefined;
}

/** A new password's rule (the contract's `newPassword`). */
export function newPasswordError(value: string): string | undefined {
  if (value.length < 1) return 'auth.passwordRequired';
  if (value.length < 8) return 'auth.passwordMin';
  if (value.length > 200) return 'auth.passwordMax';
  return undefined;
}
