/**
 * Mail delivery (DESIGN.md "Providers"): SMTP through nodemailer when SMTP_URL is set, otherwise
 * the development mailbox, which stores every message in the database (never silently dropped).
 * env.ts refuses a production start without SMTP_URL unless MAIL_SANDBOX=true. mail-transport.config.ts
 * chooses the transport, so the transports can import this interface without an import ring.
 */

export interface OutgoingMail {
  /** Message-ID header, `<…@host>`; the same job always sends the same id, so repeats can be told apart. */
  messageId: string;
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  /** One-click unsubscribe address: List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  unsubscribeUrl?: string;
  /** Reply-To: where a reply goes instead of `from`. */
  replyTo?: string;
  /** Files sent with the message (a quote's PDF). */
  attachments?: MailAttachment[];
}

/** A file attached to a message: its name as the reader sees it, its MIME type and its bytes. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  kind: 'smtp' | 'dev-mailbox';
  /** Delivers the message; throws when the server refuses it (the job retries). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
