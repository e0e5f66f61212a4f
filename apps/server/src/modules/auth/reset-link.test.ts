import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, forEachDatabase, type TestApp } from '../../../test/harness.js';
import { createStaff } from '../../../test/factories.js';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../../../test/fake-smtp.js';

/** The reset link in a received e-mail, whatever transfer encoding the mailer chose. */
function resetLink(mail: ReceivedMail): string {
  const [head = '', ...rest] = mail.data.split('\r\n\r\n');
  let body = rest.join('\r\n\r\n');
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(body)?.[0];
  if (!link) throw new Error(`no reset link in ${body}`);
  return link;
}

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-requested-with': 'XMLHttpRequest' };

forEachDatabase('password-reset links', (dialect) => {
  let smtp: FakeSmtp;
  let t: TestApp;
  let withPublicUrl: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, PORT: '3456' });
    withPublicUrl = await createTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://order.example.com/' });
  });
  afterAll(async () => {
    await t.close();
    await withPublicUrl.close();
    await smtp.close();
  });

  const forgot = (app: TestApp, email: string) => app.app.inject({ method: 'POST', url: '/api/Auth/forgot-password', headers: FORGED, payload: { email } });

  it('never follows a forged Host: without PUBLIC_URL the link points at the server as started', async () => {
    const user = await createStaff(t, 'Waiter');
    const res = await forgot(t, user.email);
    expect(res.statusCode).toBe(200);
    const mail = smtp.mails.find((m) => m.to.some((to) => to.includes(user.email)));
    expect(mail).toBeTruthy();
    const link = resetLink(mail!);
    expect(link).not.toContain('evil.example');
    expect(link.startsWith('http://localhost:3456/admin/reset-password?token=')).toBe(true);
  });

  it('uses PUBLIC_URL when it is set', async () => {
    const user = await createStaff(withPublicUrl, 'Kitchen');
    expect((await forgot(withPublicUrl, user.email)).statusCode).toBe(200);
    const mail = smtp.mails.find((m) => m.to.some((to) => to.includes(user.email)));
    const link = resetLink(mail!);
    expect(link.startsWith('https://order.example.com/admin/reset-password?token=')).toBe(true);
    // The link works.
    const token = new URL(link).searchParams.get('token');
    const reset = await withPublicUrl.app.inject({
      method: 'POST',
      url: '/api/Auth/reset-password',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { token, newPassword: 'from-the-link-1' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
