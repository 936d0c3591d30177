/** SMTP delivery with nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.in:465. */
import type { MailTransport } from './mail-transport.contract';

export function createSmtpTransport(url: string): MailTransport {
  // nodemailer is loaded with the first mail, not at start (docs/decisions/081).
  let transporter: Promise<import('nodemailer').Transporter> | undefined;
  const open = () => (transporter ??= import('nodemailer').then((module) => module.default.createTransport(url)));
  return {
    kind: 'smtp',
    async send(mail) {
      await (
        await open()
      ).sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        ...(mail.attachments?.length && {
          attachments: mail.attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        }),
        ...(mail.unsubscribeUrl && {
          list: { unsubscribe: mail.unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
