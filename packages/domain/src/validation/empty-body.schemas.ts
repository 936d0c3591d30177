/**
 * The body of a call that takes none (admin spec §7: `POST /product/{id}/remove`, `/wholesale/{id}/remove`,
 * `/zipcode/{id}/remove`… are sent "empty"; issue 27, docs/decisions/058). No body, `{}` and a
 * JSON `null` are all taken alike; anything else (a field, a list, a string, a number) is refused
 * with EMPTY_BODY_ONLY, so a caller who thinks the call reads a field learns that it does not.
 */
import { z } from 'zod';

export const EMPTY_BODY_ONLY = 'This call takes no body: send nothing, {} or null.';

/** Takes undefined, null or {}; refuses every other value with EMPTY_BODY_ONLY. */
export const emptyBody = z.strictObject({}, { error: EMPTY_BODY_ONLY }).nullish();
