/**
 * Audit entries in words staff understand (issue 9 "Audit log"; issue 27 item 10): what an action
 * means, what each recorded field is called, and its value as the shop shows it (paise as
 * ₹1,234.00 whether the field is price_paise or discountPaise, times in India time, yes/no, a
 * count of pictures, price breaks as ranges). A name or field the web app does not know yet shows
 * as it is; a nested value shows as its fields in words, never as JSON.
 */
import type { AuditEntry } from '@shop/domain/audit/audit.responses';
import { STOCK_REASON_LABELS } from '@shop/domain/inventory/stock-ledger.rules';
import { formatInr } from '@shop/domain/money/money.rules';
import { rangeLabel } from '@shop/domain/pricing/quantity-tiers.rules';
import { formatDateTime } from '../../../../lib/format';

const ACTION_LABELS: Record<string, string> = {
  'product.create': 'Added',
  'product.update': 'Edited',
  'product.archive': 'Deleted (archived)',
  'product.restore': 'Restored',
  'product.import': 'CSV import',
  'stock.update': 'Quick Stock',
  'stock.adjust': 'Stock adjusted',
  'media.upload': 'Picture uploaded',
  'zipcode.create': 'Service area added',
  'zipcode.update': 'Service area edited',
  'zipcode.remove': 'Service area deleted',
  'coupon.create': 'Coupon added',
  'coupon.update': 'Coupon edited',
  'coupon.deactivate': 'Coupon deactivated',
  'wholesale.create': 'Wholesale prices added',
  'wholesale.update': 'Wholesale prices edited',
  'wholesale.remove': 'Wholesale prices removed',
  'order.status': 'Order status changed',
  'order.shipment-retry': 'Shipment booking retried',
  'settings.update': 'Settings changed',
  'staff.create': 'Staff member added',
  'staff.role': 'Role changed',
  'staff.activate': 'Staff member reactivated',
  'staff.deactivate': 'Staff member deactivated',
  'staff.reset-password': 'Password reset',
  'staff.change-own-password': 'Own password changed',
  'review.hide': 'Review hidden',
  'review.show': 'Review shown',
  'job.retry': 'Job retried',
  'ticket.status': 'Complaint status changed',
  'ticket.email': 'Complaint answered by e-mail',
  'return.approve': 'Return approved',
  'return.reject': 'Return rejected',
  'return.pickup': 'Return pickup booked',
  'return.receive': 'Return received',
  'return.refund': 'Return refunded',
  'customer.block': 'Customer blocked',
  'customer.unblock': 'Customer unblocked',
  'privacy.data-export': 'Copy of their data asked for (by the customer)',
  'privacy.erase': 'Account deleted (by the customer)',
};

const FIELD_LABELS: Record<string, string> = {
  SKU: 'SKU',
  sku: 'SKU',
  product_name: 'Name',
  category: 'Category',
  sub_category: 'Sub category',
  sub_sub_category_name: 'Sub-sub category',
  brand: 'Brand',
  hsn_code: 'HSN code',
  gst_rate: 'GST rate (%)',
  mrp_paise: 'MRP',
  price_paise: 'Price (before GST)',
  bulk_price_5_10_paise: 'Price for 5–10',
  bulk_price_10_20_paise: 'Price for 10–20',
  bulk_price_20_50_paise: 'Price for 20–50',
  bulk_price_50_100_paise: 'Price for 50–100',
  bulk_price_100_plus_paise: 'Price for 100+',
  no_of_product_instock: 'Stock (units)',
  stock: 'Stock (units)',
  product_instock: 'In stock',
  featured: 'Featured',
  review_stars: 'Review stars',
  no_of_reviews: 'Reviews',
  product_overview: 'Overview',
  product_description: 'Description',
  specifications: 'Specifications',
  product_tags: 'Tags',
  weight_g: 'Weight (g)',
  length_mm: 'Length (mm)',
  breadth_mm: 'Breadth (mm)',
  height_mm: 'Height (mm)',
  images: 'Pictures',
  archived: 'Archived',
  product_warranty: 'Warranty',
  product_video_link: 'Video link',
  product_manual_link: 'Manual link',
  package_include: 'Package includes',
  quantity_discounts: 'Quantity discounts',
  dispatchCenter: 'Dispatch Center',
  originCenter: 'Origin Center',
  returnCenter: 'Return Center',
  facilityCity: 'Facility City',
  facilityState: 'Facility State',
  outOfDeliveryArea: 'Out of Delivery Area (ODA)',
  code: 'Code',
  percentage: 'Discount (%)',
  expiresAt: 'Expires',
  active: 'Active',
  minOrderValuePaise: 'Minimum order value',
  maxDiscountPaise: 'Maximum discount',
  usageLimit: 'Uses in all',
  perCustomerLimit: 'Uses per customer',
  customerId: 'Only for customer',
  productId: 'Product',
  priceBreaks: 'Price breaks',
  minQuantity: 'From (units)',
  maxQuantity: 'Up to (units, not included)',
  discountPaise: 'Discount per unit',
};

/** Fields a creation shows (its full snapshot is on the Audit Log screen). */
const CREATION_FIELDS = [
  'SKU',
  'sku',
  'product_name',
  'category',
  'price_paise',
  'mrp_paise',
  'no_of_product_instock',
  'stock',
  'images',
];
/** Fields that explain a change rather than being changed (a stock adjustment's reason and note). */
const NOTE_FIELDS = ['reason', 'note'];
const MAX_TEXT = 120;

/** The words for action `action` ('product.update' → 'Edited'), or the action itself. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action]! : action;
}

/**
 * The label of a recorded field ('price_paise' → 'Price (before GST)'); unknown ones are spelled
 * out from the name, snake_case or camelCase ('source_format' → 'Source format', 'priceBreaks' →
 * 'Price breaks').
 */
export function auditFieldLabel(key: string): string {
  if (Object.hasOwn(FIELD_LABELS, key)) return FIELD_LABELS[key]!;
  const words = key
    .replace(/^product_/, '')
    .replace(/_?[Pp]aise$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** True for a field that holds paise: snake_case (price_paise) or camelCase (discountPaise). */
const isPaiseField = (key: string) => /(_paise|[a-z]Paise)$/.test(key);
/** An instant as the server writes it (ISO 8601 with a zone), e.g. 2027-03-31T18:29:00.000Z. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A wholesale price break ({ minQuantity, maxQuantity, discountPaise }) as "10–19 units: ₹50.00 off each". */
function priceBreakText(value: unknown): string | undefined {
  const b = value as { minQuantity?: unknown; maxQuantity?: unknown; discountPaise?: unknown } | null;
  if (
    !b ||
    typeof b.minQuantity !== 'number' ||
    typeof b.discountPaise !== 'number' ||
    (b.maxQuantity !== null && typeof b.maxQuantity !== 'number')
  )
    return undefined;
  return `${rangeLabel(b.minQuantity, b.maxQuantity as number | null)} units: ${formatInr(b.discountPaise)} off each`;
}

/** A nested object as its fields in words: "Label: value, Label: value". */
function objectText(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(([key, item]) => `${auditFieldLabel(key)}: ${formatAuditValue(key, item)}`)
    .join(', ');
}

/**
 * A recorded value as the shop shows it: '—' for none, rupees for paise, India time for instants,
 * Yes/No, ids as short ids, counts for pictures and groups, price breaks as ranges, other objects
 * as their fields.
 */
export function formatAuditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isPaiseField(key) && typeof value === 'number') return formatInr(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // An id (productId, customerId) as the short id the screens show: its last 8 characters.
  if (/[a-z]Id$/.test(key) && typeof value === 'string' && value.length > 8) return `…${value.slice(-8).toUpperCase()}`;
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return formatDateTime(value);
  if (key === 'images' && Array.isArray(value)) return plural(value.length, 'picture', 'pictures');
  if (key === 'specifications' && Array.isArray(value))
    return clip(
      value
        .map((group: { title?: string }) => group?.title ?? '')
        .filter(Boolean)
        .join(', ') || plural(0, 'group', 'groups'),
    );
  if (key === 'quantity_discounts' && Array.isArray(value)) return plural(value.length, 'discount', 'discounts');
  if (key === 'priceBreaks' && Array.isArray(value))
    return clip(value.map((b) => priceBreakText(b) ?? formatAuditValue('', b)).join('; ') || '—');
  if (key === 'reason' && typeof value === 'string')
    return Object.hasOwn(STOCK_REASON_LABELS, value)
      ? STOCK_REASON_LABELS[value as keyof typeof STOCK_REASON_LABELS]
      : value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.length === 0 ? '—' : clip(value.join(', '));
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? '—' : clip(value.map((item) => formatAuditValue(key, item)).join('; '));
  if (typeof value === 'object') return clip(objectText(value as Record<string, unknown>));
  return clip(String(value));
}

export interface AuditChangeLine {
  key: string;
  label: string;
  /** The value before, or null for a field the change sets without one (a creation, a reason). */
  before: string | null;
  after: string;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The lines an entry shows: each field whose value differs, before → after. A creation shows its
 * values without a before (a product's main fields only); a stock adjustment's reason and note
 * come last, without a before.
 */
export function auditChangeLines(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChangeLine[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const line = (key: string, withBefore: boolean): AuditChangeLine => ({
    key,
    label: auditFieldLabel(key),
    before: withBefore ? formatAuditValue(key, before[key]) : null,
    after: formatAuditValue(key, after[key]),
  });
  if (entry.before === null && entry.after !== null) {
    const main = CREATION_FIELDS.filter((key) => key in after);
    return (main.length > 0 ? main : Object.keys(after)).map((key) => line(key, false));
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys
    .filter(
      (key) => !NOTE_FIELDS.includes(key) && JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
    )
    .map((key) => line(key, true));
  const notes = NOTE_FIELDS.filter((key) => after[key] !== undefined && after[key] !== null && after[key] !== '').map(
    (key) => line(key, false),
  );
  return [...changed, ...notes];
}

/** Who made an entry: the staff member's name; a customer's own privacy request (issue 29) names the customer. */
export function actorOf(entry: { staff_name: string | null; action: string }): string {
  return entry.staff_name ?? (entry.action.startsWith('privacy.') ? 'The customer' : 'Unknown staff');
}
