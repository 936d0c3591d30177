/** Path parameters that several routes share, built on the shared text rule (validation/text.schemas.ts). */
import { z } from 'zod';
import { idText } from './text.schemas';

/** `/:id` of a product, an order or an account. */
export const idParams = z.strictObject({ id: idText() });
