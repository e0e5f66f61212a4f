import { describe, expect, it } from 'vitest';
import { afterSignIn, screenOf } from './navigation';

describe('the pages before signing in', () => {
  it('know their three addresses and leave the rest to the back office', () => {
    expect(screenOf('/admin/login')).toBe('login');
    expect(screenOf('/admin/login/')).toBe('login');
    expect(screenOf('/admin/forgot-password')).toBe('forgot');
    expect(screenOf('/admin/reset-password')).toBe('reset');
    expect(screenOf('/admin')).toBeUndefined();
    expect(screenOf('/admin/orders')).toBeUndefined();
  });

  it('go back to the back-office page that asked for the sign-in, never to another site', () => {
    expect(afterSignIn('?next=%2Fadmin%2Forders%3Fpage%3D2')).toBe('/admin/orders?page=2');
    expect(afterSignIn('')).toBe('/admin');
    expect(afterSignIn('?next=https%3A%2F%2Fevil.example%2Fadmin')).toBe('/admin');
    expect(afterSignIn('?next=%2F%2Fevil.example%2Fadmin')).toBe('/admin');
    expect(afterSignIn('?next=%2Fadmin%2Flogin')).toBe('/admin');
    expect(afterSignIn('?next=%2Ftable%2F1')).toBe('/admin');
  });
});
