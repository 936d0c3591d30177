/** Replies of the contact calls (contact.contract.ts; admin spec §3 'Contact submission'). */
import { z } from 'zod';

/** A reply staff mailed to the sender. */
export const contactReply = z.object({
  _id: z.string(),
  message: z.string(),
  sentBy: z.string(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReply>;

/** A message as staff see it: the spec's fields, when it came, whether handled, and the replies. */
export const contactMessage = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  replies: z.array(contactReply),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** POST /admin/contact-us: nothing to show the sender but the message. */
export const contactSentData = z.object({ sent: z.literal(true) });

/** GET /admin/contact-us: a page, newest first. */
export const contactListData = z.object({
  messages: z.array(contactMessage),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContactListData = z.infer<typeof contactListData>;

export const contactMessageData = z.object({ contact: contactMessage });
export type ContactMessageData = z.infer<typeof contactMessageData>;
