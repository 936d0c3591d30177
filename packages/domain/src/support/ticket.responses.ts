/**
 * Support ticket replies (admin spec §3 'Complaint': _id, subject, status, priority, name, email,
 * phone, category, description, admin_response, created_at, resolved_at), with the ticket number,
 * the due date, whether it is overdue and the conversation. The server declares these as its
 * response schemas; the web imports the inferred types.
 */
import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from './ticket.rules';
import { TICKET_STATUSES } from './ticket-status.rules';

/** One message of a ticket's conversation. `body` is plain text: render it as text. */
export const ticketMessage = z.object({
  _id: z.string(),
  author: z.enum(['customer', 'staff']),
  /** The staff member's name for a staff message, else null. */
  staff_name: z.string().nullable(),
  body: z.string(),
  /** The message was also mailed to the customer. */
  sent_by_email: z.boolean(),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const complaint = z.object({
  _id: z.string(),
  /** TKT-YY-NNNNNN */
  ticket_number: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  category: z.enum(TICKET_CATEGORIES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  order_id: z.string().nullable(),
  /** The latest staff message, or null. */
  admin_response: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** Redress due (one month after created_at). */
  due_by: z.string(),
  overdue: z.boolean(),
  /** Oldest first. */
  messages: z.array(ticketMessage),
});
export type Complaint = z.infer<typeof complaint>;

/** POST /complaint/create, POST /complaint/{id}/reply and the staff calls. */
export const complaintData = z.object({ complaint });
export type ComplaintData = z.infer<typeof complaintData>;

/** GET /complaint/my: the customer's newest tickets first. */
export const myComplaintsData = z.object({ complaints: z.array(complaint) });
export type MyComplaintsData = z.infer<typeof myComplaintsData>;

/** GET /complaint/admin/all: overdue first, then newest; a page with the total that match. */
export const complaintListData = z.object({
  complaints: z.array(complaint),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ComplaintListData = z.infer<typeof complaintListData>;
