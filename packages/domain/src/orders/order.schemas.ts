/**
 * Order request bodies (shopper spec §5, §7; admin spec §7). The server prices every order
 * itself: the price fields the spec's client sends on a line are accepted and ignored.
 */
import { INVALID_POSTAL_CODE } from '../locations/pincode.rules';
import { pincodeSchema } from '../locations/pincode.schemas';
import { z } from 'zod';
import { emailSchema, phoneSchema } from '../accounts/auth.schemas';
import { pagination } from '../catalog/product.schemas';
import { idText, text } from '../validation/text.schemas';
import { ORDER_STATUSES, PAYMENT_STATUSES, parseOrderStatus } from './order-status.rules';
import { EMPTY_CART } from './order-form.rules';

export { EMPTY_CART, ORDER_COUPON_PATH } from './order-form.rules';
export const MAX_LINE_QUANTITY = 1000;
export const MAX_ORDER_LINES = 100;

const ignoredNumber = z.union([z.number(), text({ max: 50 })]).optional();
const ignoredText = (max = 500) => text({ max }).optional();

const orderLine = z.strictObject({
  product_id: idText('Every cart item needs a product id')
    .trim()
    .min(1, { error: 'Every cart item needs a product id' }),
  quantity: z
    .number({ error: 'Every cart item needs a quantity above 0' })
    .int({ error: 'Every cart item needs a quantity above 0' })
    .min(1, { error: 'Every cart item needs a quantity above 0' })
    .max(MAX_LINE_QUANTITY, { error: `At most ${MAX_LINE_QUANTITY} units of one product per order` }),
  // Sent by the spec's client, never trusted: the server reads prices and names from the catalogue.
  product_name: ignoredText(),
  product_sku: ignoredText(100),
  product_price: ignoredNumber,
  product_tax_rate: ignoredNumber,
  product_hsn_code: ignoredText(20),
  product_discount: ignoredNumber,
  product_img_url: ignoredText(2000),
  is_bulk_order: z.boolean().optional(),
  bulk_range: text({ max: 100 }).nullish(),
  /** The shopper bought the product's extended warranty with this line (decision 039); priced by the server. */
  extended_warranty: z.boolean().optional(),
  /** A line of the customer's accepted bulk quote (issue 30): the quoted unit price replaces the catalogue's. */
  bulk_quote_line_id: idText('A quote line id is required').optional(),
  original_price: ignoredNumber,
});

/** The delivery address fields of an order, with the spec's messages. */
export const deliveryAddress = {
  shippingAddress: text({
    max: 500,
    error: 'Address cannot be empty',
    tooLong: 'Address must be at most 500 characters',
  })
    .trim()
    .min(1, { error: 'Address cannot be empty' }),
  name: text({ max: 100, error: 'Name is required', tooLong: 'Name must be at most 100 characters' })
    .trim()
    .min(1, { error: 'Name is required' }),
  email: emailSchema,
  phone: phoneSchema,
  pincode: pincodeSchema(INVALID_POSTAL_CODE),
  city: text({ max: 100, error: 'City cannot be empty', tooLong: 'City must be at most 100 characters' })
    .trim()
    .min(1, { error: 'City cannot be empty' }),
  state: text({ max: 100, tooLong: 'State must be at most 100 characters' }).trim().default(''),
};

/** POST /order/new */
export const newOrderBody = z.strictObject({
  order: z
    .strictObject({
      products: z.array(orderLine, { error: EMPTY_CART }).min(1, { error: EMPTY_CART }).max(MAX_ORDER_LINES),
      ...deliveryAddress,
      /** A saved address of the customer's (issue 7): its line, city, state, pincode, company name and GSTIN are used instead of the typed ones. */
      addressId: idText('Please choose an address').trim().min(1, { error: 'Please choose an address' }).optional(),
      // With a saved address the typed address fields may be left out.
      shippingAddress: deliveryAddress.shippingAddress.optional(),
      pincode: deliveryAddress.pincode.optional(),
      city: deliveryAddress.city.optional(),
      /** A coupon to apply (issue 7): checked and its use taken inside the order's transaction. */
      couponCode: text({ max: 40, tooLong: 'A coupon code is at most 40 characters' }).trim().toUpperCase().optional(),
      // Client-side totals and extras the spec's checkout sends; ignored, recomputed by the server.
      totalPrice: ignoredNumber,
      shippingCost: ignoredNumber,
      firstName: ignoredText(100),
      lastName: ignoredText(100),
      user_id: ignoredText(100),
    })
    .superRefine((order, ctx) => {
      if (order.addressId) return;
      if (order.shippingAddress === undefined)
        ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: 'Address cannot be empty' });
      if (order.pincode === undefined)
        ctx.addIssue({ code: 'custom', path: ['pincode'], message: INVALID_POSTAL_CODE });
      if (order.city === undefined) ctx.addIssue({ code: 'custom', path: ['city'], message: 'City cannot be empty' });
    }),
});
export type NewOrderBody = z.infer<typeof newOrderBody>;

/** POST /order/my-orders — the user comes from the session; a userId sent is only checked. */
export const myOrdersBody = z.strictObject({ userId: text({ max: 100 }).optional() }).default({});

const statusSchema = text({ max: 50, error: 'Please choose a status' }).transform((text, ctx) => {
  const status = parseOrderStatus(text);
  if (!status) {
    ctx.addIssue({ code: 'custom', message: `Status must be one of ${ORDER_STATUSES.join(', ')}` });
    return z.NEVER;
  }
  return status;
});

/** POST /order/{id}/cancel (customer, shopper spec §7): the reason is optional and bounded. */
export const orderCancelBody = z
  .strictObject({ reason: text({ max: 500, tooLong: 'A reason is at most 500 characters' }).trim().optional() })
  .default({});

/** POST /order/{id}/update (admin) */
export const orderUpdateBody = z.strictObject({ status: statusSchema });

/** The most orders one bulk status update may change (issue 10: a page holds at most 50). */
export const MAX_BULK_ORDERS = 50;
/** Admin spec §5: a bulk update needs at least one order and a status. */
export const SELECT_ORDERS_AND_STATUS = 'Please select orders and status';

/** POST /order/bulk-update-status (staff; admin spec §2, §5, §8): 1 to 50 distinct order ids and the status for all of them. */
export const orderBulkStatusBody = z.strictObject({
  orderIds: z
    .array(idText(), { error: SELECT_ORDERS_AND_STATUS })
    .min(1, { error: SELECT_ORDERS_AND_STATUS })
    .max(MAX_BULK_ORDERS, { error: `At most ${MAX_BULK_ORDERS} orders can be updated at once` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each order may be listed once' }),
  status: text({ max: 50, error: SELECT_ORDERS_AND_STATUS })
    .trim()
    .min(1, { error: SELECT_ORDERS_AND_STATUS })
    .pipe(statusSchema),
});
export type OrderBulkStatusBody = z.infer<typeof orderBulkStatusBody>;

/** POST /order/list (admin) */
export const orderListBody = z.strictObject({
  ...pagination,
  filters: z
    .strictObject({
      status: z.enum(ORDER_STATUSES).or(z.literal('')).optional(),
      payment_status: z.enum(PAYMENT_STATUSES).or(z.literal('')).optional(),
      search: text({ max: 200 }).trim().optional(),
      sort: z.enum(['newest', 'oldest']).optional(),
      /** true: only orders with a capture still to refund (staff's refunds-due view). */
      refund_due: z.boolean().optional(),
    })
    .default({}),
});
export type OrderListBody = z.infer<typeof orderListBody>;
