/**
 * /dev/mailbox: the messages the development mailbox holds, newest first, and each one with its
 * plain-text part and its HTML part. Registered only outside production (app.ts). The HTML part
 * is served on its own URL under a CSP that allows no scripts, so a message cannot run code.
 */
import escapeHtml from 'escape-html';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/client';
import { findMessage, latestMessages, type MailboxMessage } from './dev-mailbox.repository';

const ID = /^[0-9a-f-]{36}$/;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** The message's attachments as links to download each, or nothing when it has none. */
function attachmentList(message: MailboxMessage): string {
  if (message.attachments.length === 0) return '';
  const items = message.attachments
    .map(
      (file, index) =>
        `<li><a href="/dev/mailbox/${message.id}/attachments/${index}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)}, ${Math.ceil((file.contentBase64.length * 3) / 4 / 1024)} KB)</li>`,
    )
    .join('');
  return `<h2>Attachments</h2><ul>${items}</ul>`;
}

export const devMailboxPages: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await latestMessages(db, 200);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    const body =
      messages.length === 0
        ? '<p>No messages yet.</p>'
        : `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Development mailbox', body));
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const message = ID.test(request.params.id) ? await findMessage(db, request.params.id) : undefined;
    if (!message)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(page('No such message', '<p><a href="/dev/mailbox">Back to the mailbox</a></p>'));
    const body = `<p><a href="/dev/mailbox">Back to the mailbox</a></p>
<dl><dt>From</dt><dd>${escapeHtml(message.from)}</dd><dt>To</dt><dd>${escapeHtml(message.to)}</dd><dt>Sent</dt><dd>${escapeHtml(message.createdAt.toISOString())}</dd><dt>Message-ID</dt><dd>${escapeHtml(message.messageId)}</dd></dl>
${attachmentList(message)}
<h2>HTML part</h2><p><a href="/dev/mailbox/${message.id}/html">Open the HTML part</a></p>
<h2>Plain-text part</h2><pre>${escapeHtml(message.text)}</pre>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(message.subject, body));
  });

  app.get<{ Params: { id: string; index: string } }>(
    '/dev/mailbox/:id/attachments/:index',
    { schema: { hide: true } },
    async (request, reply) => {
      const message = ID.test(request.params.id) ? await findMessage(db, request.params.id) : undefined;
      const file = /^\d{1,2}$/.test(request.params.index)
        ? message?.attachments[Number(request.params.index)]
        : undefined;
      if (!file) return reply.status(404).type('text/html; charset=utf-8').send(page('No such attachment', ''));
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.contentBase64, 'base64'));
    },
  );

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id/html', { schema: { hide: true } }, async (request, reply) => {
    const message = ID.test(request.params.id) ? await findMessage(db, request.params.id) : undefined;
    if (!message) return reply.status(404).type('text/html; charset=utf-8').send(page('No such message', ''));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'none'",
      )
      .send(message.html);
  });
};
