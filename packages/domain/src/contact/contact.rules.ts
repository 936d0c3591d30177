/**
 * Contact messages (storefront spec §2 Contact, §3 'Contact message', §5, §6, §8; admin spec §2
 * 'Contact Us Submissions', §10; issue 30): the limits and messages shared by the /contact form,
 * the server and the staff screen.
 */

export const MAX_CONTACT_NAME_LENGTH = 60;
export const MAX_CONTACT_SUBJECT_LENGTH = 150;
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
export const MAX_CONTACT_REPLY_LENGTH = 5000;

/** Messages a page of the staff table holds (admin spec §10). */
export const CONTACT_PAGE_SIZE = 5;
/** Characters of a message the staff table shows (admin spec §10). */
export const CONTACT_MESSAGE_CUT = 50;

/** The form's messages (storefront spec §8). */
export const MESSAGE_SENT = 'Message sent successfully!';
export const MESSAGE_NOT_SENT = 'Failed to send message.';
export const MESSAGE_ERROR = 'Error sending message.';

export const CONTACT_MESSAGE_NOT_FOUND = 'Contact message not found';
export const MARKED_HANDLED = 'Marked as handled.';
export const REPLY_SENT = 'Reply sent.';
export const ENTER_A_REPLY = 'Please enter a reply';

/** The staff filter: every message, those not handled yet, or those handled. */
export const CONTACT_STATES = ['all', 'unhandled', 'handled'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];
