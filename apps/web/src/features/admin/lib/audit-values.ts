/**
 * Audit entries in words staff understand (issue 9 "Audit log"): what an action means, what each
 * recorded field is called, and its value as the shop shows it (paise as ₹1,234.00, yes/no, a
 * count of pictures). A name or field the web app does not know yet shows as it is.
 */
import type { AuditEntry } from '@shop/domain/audit/audit.responses';
import { STOCK_REASON_LABELS } from '@shop/domain/inventory/stock-ledger';
import { formatInr } from '@shop/domain/money/money';

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
};

/** Fields a creation shows (its full snapshot is on the Audit Log screen). */
const CREATION_FIELDS = ['SKU', 'sku', 'product_name', 'category', 'price_paise', 'mrp_paise', 'no_of_product_instock', 'stock', 'images'];
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
    .replace(/_paise$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** A recorded value as the shop shows it: '—' for none, rupees for paise, Yes/No, counts for pictures and groups. */
export function formatAuditValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key.endsWith('_paise') && typeof value === 'number') return formatInr(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'images' && Array.isArray(value)) return plural(value.length, 'picture', 'pictures');
  if (key === 'specifications' && Array.isArray(value)) return clip(value.map((group: { title?: string }) => group?.title ?? '').filter(Boolean).join(', ') || plural(0, 'group', 'groups'));
  if (key === 'quantity_discounts' && Array.isArray(value)) return plural(value.length, 'discount', 'discounts');
  if (key === 'reason' && typeof value === 'string') return Object.hasOwn(STOCK_REASON_LABELS, value) ? STOCK_REASON_LABELS[value as keyof typeof STOCK_REASON_LABELS] : value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.length === 0 ? '—' : clip(value.join(', '));
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number') return String(value);
  return clip(JSON.stringify(value));
}

export interface AuditChangeLine {
  key: string;
  label: string;
  /** The value before, or null for a field the change sets without one (a creation, a reason). */
  before: string | null;
  after: string;
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The lines an entry shows: each field whose value differs, before → after. A creation shows its
 * values without a before (a product's main fields only); a stock adjustment's reason and note
 * come last, without a before.
 */
export function auditChangeLines(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChangeLine[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const line = (key: string, withBefore: boolean): AuditChangeLine => ({ key, label: auditFieldLabel(key), before: withBefore ? formatAuditValue(key, before[key]) : null, after: formatAuditValue(key, after[key]) });
  if (entry.before === null && entry.after !== null) {
    const main = CREATION_FIELDS.filter((key) => key in after);
    return (main.length > 0 ? main : Object.keys(after)).map((key) => line(key, false));
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => !NOTE_FIELDS.includes(key) && JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)).map((key) => line(key, true));
  const notes = NOTE_FIELDS.filter((key) => after[key] !== undefined && after[key] !== null && after[key] !== '').map((key) => line(key, false));
  return [...changed, ...notes];
}
