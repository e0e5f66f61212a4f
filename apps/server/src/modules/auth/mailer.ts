import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the message goes to the server log (demo mode). */
export function createMailer(opts: { smtpUrl?: string; from: string; log: { info: (o: object, m: string) => void } }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        opts.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'e-mail (SMTP_URL not set, logged instead)');
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}
