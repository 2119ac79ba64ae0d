import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/** SMTP via nodemailer when SMTP_URL is set. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
  };
}

/**
 * Without SMTP every email becomes a file in DATA_DIR/outbox (and a log line), so someone running
 * the app locally can still read their reset code.
 */
export function outboxMailer(outboxDir: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(email) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = email.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(outboxDir, `${stamp}-${safeTo}.eml`);
      const body = `From: ${from}\nTo: ${email.to}\nSubject: ${email.subject}\nDate: ${new Date().toUTCString()}\n\n${email.text}\n`;
      await writeFile(file, body, { mode: 0o600 });
      log.info({ file, to: email.to, subject: email.subject }, 'email written to outbox');
    },
  };
}
