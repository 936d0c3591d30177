/** The development mailbox transport: stores each message in dev_mailbox instead of sending it. */
import type { Db } from '../../../db/client';
import type { MailTransport } from '../mail-transport.contract';
import { storeMessage } from './dev-mailbox.repository';

export function createDevMailboxTransport(db: Db): MailTransport {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await storeMessage(db, {
        messageId: mail.messageId,
        from: `${mail.from.name} <${mail.from.address}>`,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          contentBase64: content.toString('base64'),
        })),
      });
    },
    close: () => undefined,
  };
}
