/**
 * Mail delivery (DESIGN.md "Providers"): SMTP through nodemailer when SMTP_URL is set, otherwise
 * the development mailbox, which stores every message in the database (never silently dropped).
 * env.ts refuses a production start without SMTP_URL unless MAIL_SANDBOX=true.
 */
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createDevMailboxTransport } from './dev-mailbox/dev-mailbox-transport';
import { createSmtpTransport } from './smtp-transport';

export interface OutgoingMail {
  /** Message-ID header, `<…@host>`; the same job always sends the same id, so repeats can be told apart. */
  messageId: string;
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  kind: 'smtp' | 'dev-mailbox';
  /** Delivers the message; throws when the server refuses it (the job retries). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The transport the configuration asks for. */
export function createMailTransport(env: Pick<Env, 'SMTP_URL'>, db: Db): MailTransport {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : createDevMailboxTransport(db);
}
