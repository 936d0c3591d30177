/** GET /order/{id}/detail (staff; issue 10): the order id in the path. */
import { z } from 'zod';
import { idText } from '../validation/text.schemas';

/** Order ids are time-ordered UUIDs (server lib/new-id.ts); anything else is malformed (400). */
export const ORDER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const INVALID_ORDER_ID = 'This is not a valid order id';

export const orderDetailParams = z.strictObject({ id: idText().regex(ORDER_ID_PATTERN, { error: INVALID_ORDER_ID }) });
