/** POST /order/track-guest request (shopper spec §5 Guest tracking, §7). */
import { z } from 'zod';
import { text } from '../validation/text.schemas';
import { TRACK_FIELDS_REQUIRED } from './order-tracking.rules';

/** POST /order/track-guest body: strict, both fields required and bounded. */
export const trackGuestBody = z
  .object({
    orderId: text({ max: 64, error: TRACK_FIELDS_REQUIRED }).trim().min(1, { error: TRACK_FIELDS_REQUIRED }),
    contactInfo: text({ max: 254, error: TRACK_FIELDS_REQUIRED }).trim().min(1, { error: TRACK_FIELDS_REQUIRED }),
  })
  .strict();
export type TrackGuestBody = z.infer<typeof trackGuestBody>;
