/** Replies of the newsletter calls (newsletter.contract.ts). */
import { z } from 'zod';

/** POST /newsletter/subscribe: nothing but the sentence (the message) comes back. */
export const newsletterSubscribedData = z.object({});
/** POST /newsletter/confirm and unsubscribe: the address and where it stands now. */
export const newsletterStatusData = z.object({
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
});
export type NewsletterStatusData = z.infer<typeof newsletterStatusData>;
