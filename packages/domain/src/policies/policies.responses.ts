/** The reply of GET /policies/{slug} (settings.contract.ts). */
import { z } from 'zod';

export const policyData = z.object({
  policy: z.object({
    /** The long slug, also when asked by its alias. */
    slug: z.string(),
    title: z.string(),
    /** The text, placeholders filled; blocks as policy-text.rules.ts policyBlocks reads them. */
    text: z.string(),
  }),
});
export type PolicyData = z.infer<typeof policyData>;
