/** SMTP delivery with nodemailer, e.g. SMTP_URL=smtps://user:pass@smtp.example.in:465. */
import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.contract';

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
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
    close: () => transporter.close(),
  };
}
