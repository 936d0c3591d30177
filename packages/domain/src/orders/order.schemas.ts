/**
 * Order request bodies (shopper spec §5, §7; admin spec §7). The server prices every order
 * itself: the price fields the spec's client sends on a line are accepted and ignored.
 */
import { z } from 'zod';
import { emailSchema, phoneSchema } from '../accounts/auth.schemas';
import { pagination } from '../catalog/product.schemas';
import { ORDER_STATUSES, PAYMENT_STATUSES, parseOrderStatus } from './order-status';

export const EMPTY_CART = 'Your cart is empty. Please add products to continue.';
export const MAX_LINE_QUANTITY = 1000;
export const MAX_ORDER_LINES = 100;

const ignoredNumber = z.union([z.number(), z.string()]).optional();

const orderLine = z.strictObject({
  product_id: z.string({ error: 'Every cart item needs a product id' }).trim().min(1, { error: 'Every cart item needs a product id' }),
  quantity: z
    .number({ error: 'Every cart item needs a quantity above 0' })
    .int({ error: 'Every cart item needs a quantity above 0' })
    .min(1, { error: 'Every cart item needs a quantity above 0' })
    .max(MAX_LINE_QUANTITY, { error: `At most ${MAX_LINE_QUANTITY} units of one product per order` }),
  // Sent by the spec's client, never trusted: the server reads prices and names from the catalogue.
  product_name: z.string().optional(),
  product_sku: z.string().optional(),
  product_price: ignoredNumber,
  product_tax_rate: ignoredNumber,
  product_hsn_code: z.string().optional(),
  product_discount: ignoredNumber,
  product_img_url: z.string().optional(),
  is_bulk_order: z.boolean().optional(),
  bulk_range: z.string().nullish(),
  original_price: ignoredNumber,
});

/** The delivery address fields of an order, with the spec's messages. */
export const deliveryAddress = {
  shippingAddress: z.string({ error: 'Address cannot be empty' }).trim().min(1, { error: 'Address cannot be empty' }).max(500),
  name: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(100),
  email: emailSchema,
  phone: phoneSchema,
  pincode: z.string({ error: 'Please enter a valid 6-digit postal code' }).trim().regex(/^[0-9]{6}$/, { error: 'Please enter a valid 6-digit postal code' }),
  city: z.string({ error: 'City cannot be empty' }).trim().min(1, { error: 'City cannot be empty' }).max(100),
  state: z.string().trim().max(100).default(''),
};

/** POST /order/new */
export const newOrderBody = z.strictObject({
  order: z.strictObject({
    products: z.array(orderLine, { error: EMPTY_CART }).min(1, { error: EMPTY_CART }).max(MAX_ORDER_LINES),
    ...deliveryAddress,
    // Client-side totals and extras the spec's checkout sends; ignored, recomputed by the server.
    totalPrice: ignoredNumber,
    shippingCost: ignoredNumber,
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    user_id: z.string().optional(),
  }),
});
export type NewOrderBody = z.infer<typeof newOrderBody>;

/** POST /order/my-orders — the user comes from the session; a userId sent is only checked. */
export const myOrdersBody = z.strictObject({ userId: z.string().optional() }).default({});

const statusSchema = z
  .string({ error: 'Please choose a status' })
  .transform((text, ctx) => {
    const status = parseOrderStatus(text);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: `Status must be one of ${ORDER_STATUSES.join(', ')}` });
      return z.NEVER;
    }
    return status;
  });

/** POST /order/{id}/update (admin) */
export const orderUpdateBody = z.strictObject({ status: statusSchema });

/** POST /order/list (admin) */
export const orderListBody = z.strictObject({
  ...pagination,
  filters: z
    .strictObject({
      status: z.enum(ORDER_STATUSES).or(z.literal('')).optional(),
      payment_status: z.enum(PAYMENT_STATUSES).or(z.literal('')).optional(),
      search: z.string().trim().max(200).optional(),
      sort: z.enum(['newest', 'oldest']).optional(),
      /** true: only orders with a capture still to refund (staff's refunds-due view). */
      refund_due: z.boolean().optional(),
    })
    .default({}),
});
export type OrderListBody = z.infer<typeof orderListBody>;
