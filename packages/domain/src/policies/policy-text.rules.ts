/**
 * Policy texts (issue 30; DESIGN.md "Where the spec is inconsistent": policy pages render every
 * window and amount from the store settings the code obeys). A text is plain lines in a small
 * Markdown-like format (`# ` heading, `## ` subheading, `- ` list item, a blank line between
 * paragraphs) with placeholders such as `{returnWindowDays}`, filled from the settings when the page
 * is served, so a policy can never promise another number than the rules apply. Pure and zod-free.
 */

/** Every placeholder a policy text may use, with what it stands for (the Policies screen lists them). */
export const POLICY_PLACEHOLDERS = {
  shopName: 'The shop’s name',
  sellerLegalName: 'The seller’s legal name',
  sellerAddress: 'The registered address',
  sellerGstin: 'The seller’s GSTIN',
  supportEmail: 'Customer-care e-mail',
  supportPhone: 'Customer-care phone',
  supportHours: 'Customer-care hours',
  grievanceOfficerName: 'Grievance officer’s name',
  grievanceOfficerDesignation: 'Grievance officer’s designation',
  grievanceOfficerEmail: 'Grievance officer’s e-mail',
  grievanceOfficerPhone: 'Grievance officer’s phone',
  returnWindowDays: 'Days after delivery a return may be asked for',
  cancelWindowHours: 'Hours after placing an order it may be cancelled',
  refundDays: 'Business days a refund takes to reach the bank',
  orderHoldMinutes: 'Minutes an unpaid order holds its stock',
  freeShippingThresholdRupees: 'Order value (₹, before GST) from which delivery is free',
  standardShippingRupees: 'Delivery charge (₹) when no courier rate is available',
  expectedDeliveryDays: 'Days to the expected delivery',
  warrantyDays: 'Days of cover from shipment for products without their own warranty',
} as const;

export type PolicyPlaceholder = keyof typeof POLICY_PLACEHOLDERS;
export type PolicyValues = Record<PolicyPlaceholder, string>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]{0,40})\}/g;

/** The placeholders `text` names that are not in POLICY_PLACEHOLDERS (each once, in order of use). */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !(name in POLICY_PLACEHOLDERS)))];
}

export const unknownPlaceholderMessage = (names: string[]) =>
  `Unknown placeholder${names.length === 1 ? '' : 's'}: ${names.map((name) => `{${name}}`).join(', ')}`;

/** `text` with each known placeholder replaced by its value; unknown ones are left as written. */
export function fillPolicyText(text: string, values: PolicyValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as PolicyPlaceholder] : whole,
  );
}

/** Rupees as the policies write them: Indian digit grouping, paise only when there are some (499, 1,000, 49.50). */
export function policyRupees(rupees: number): string {
  const whole = Number.isInteger(rupees);
  return rupees.toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
}

/** One block of a policy text, as the page draws it. */
export type PolicyBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/**
 * The blocks of a (filled) policy text: `# ` starts a heading, `## ` a subheading, `- ` a list
 * item; other lines join into paragraphs, which a blank line ends. Markup is never interpreted:
 * the page renders each block's text as text.
 */
export function policyBlocks(text: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | undefined;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    list = undefined;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,2})\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length === 1 ? 2 : 3, text: heading[2]! });
    } else if (item) {
      if (paragraph.length > 0) flush();
      if (!list) blocks.push({ kind: 'list', items: (list = []) });
      list.push(item[1]!);
    } else {
      list = undefined;
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
