// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { loadTexts, translate, translateServerMessage } from './texts';

afterEach(() => cleanup());
beforeAll(() => loadTexts('en'));

const t = (key: string) => translate('en', key);
const serverText = (message: string) => translateServerMessage('en', message);

describe('forgot password, before signing in', () => {
  it('checks the address on leaving the field and on sending, in the staff language, and keeps the focus on it', async () => {
    const onSent = vi.fn();
    render(<ForgotPasswordPage t={t} serverText={serverText} onGo={() => undefined} onSent={onSent} />);
    const email = screen.getByLabelText(/Email/);
    await userEvent.type(email, 'not-an-email');
    await userEvent.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(serverText('users.emailInvalid')).toBe('Please enter a valid email address');

    await userEvent.click(screen.getByRole('button', { name: t('forgot.submit') }));
    expect(onSent).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(email);
  });

  it('the way back is a real link, followed in place by a plain click only', async () => {
    const onGo = vi.fn();
    render(<ForgotPasswordPage t={t} serverText={serverText} onGo={onGo} onSent={() => undefined} />);
    const back = screen.getByRole('link', { name: t('forgot.back') });
    expect(back.getAttribute('href')).toBe('/admin/login');
    await userEvent.click(back);
    expect(onGo).toHaveBeenCalledWith('login');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(back);
    expect(onGo).toHaveBeenCalledTimes(1);
  });
});
