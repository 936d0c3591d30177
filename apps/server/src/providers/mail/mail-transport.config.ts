/**
 * Chooses the mail transport from the configuration (mail-transport.contract.ts holds the interface the
 * transports implement; this file sits above both, so no import ring ties them: issue 28).
 */
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { createDevMailboxTransport } from './dev-mailbox/dev-mailbox.transport';
import type { MailTransport } from './mail-transport.contract';
import { createSmtpTransport } from './smtp.transport';

/** The transport the configuration asks for: SMTP when SMTP_URL is set, else the dev mailbox. */
export function createMailTransport(env: Pick<Env, 'SMTP_URL'>, db: Db): MailTransport {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : createDevMailboxTransport(db);
}
