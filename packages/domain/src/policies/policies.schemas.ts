/** GET /policies/{slug}: a policy page's text with its placeholders filled from the store settings (issue 30). */
import { z } from 'zod';
import { text } from '../validation/text.schemas';

export const POLICY_NOT_FOUND = 'Policy not found';

/** The page's address: a policy slug or its short alias (terms, privacy); anything else is a 404. */
export const policyParams = z.strictObject({ slug: text({ max: 60 }).min(1) });
