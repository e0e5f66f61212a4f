/**
 * The sign-in form's rules, by hand: the same limits and messages as the contract's login schema
 * (the server checks them again), without shipping a schema library to a page that only has two
 * fields. A unit test keeps both in step.
 */
export interface LoginErrors {
  username?: string;
  password?: string;
}

export function usernameError(value: string): string | undefined {
  const username = value.trim();
  if (username.length < 1) return 'Tên đăng nhập là bắt buộc';
  if (username.length < 3) return 'Tên đăng nhập phải có ít nhất 3 ký tự';
  if (username.length > 100) return 'Tên đăng nhập tối đa 100 ký tự';
  return undefined;
}

export function passwordError(value: string): string | undefined {
  if (value.length < 1) return 'Mật khẩu là bắt buộc';
  if (value.length > 200) return 'Mật khẩu tối đa 200 ký tự';
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
