/**
 * Place order (shopper spec §7 POST /order/new; issue 26 "cross-module steps live in flows/"): one
 * transaction across the orders, catalog, pricing, coupons, addresses, locations and mail modules.
 * Placing an order takes the stock and fixes the prices: a shortage or any refusal rolls everything
 * back, so there is never a partial order or a stock change without an order. The server prices
 * every order from the catalogue with the domain's rules; what the client sends about money is ignored.
 */
import {
  tooManyUnitsMessage,
  tooManyUnpaidOrdersMessage,
  tooManyUnpaidUnitsMessage,
} from '@shop/domain/orders/order-limits.rules';
import { ORDER_COUPON_PATH, type NewOrderBody } from '@shop/domain/orders/order.schemas';
import type { CartPricing } from '@shop/domain/pricing/cart-pricing.rules';
import type { PriceBreak } from '@shop/domain/pricing/quantity-tiers.rules';
import { exceedsOrderCeiling, ORDER_TOTAL_TOO_HIGH } from '@shop/domain/pricing/order-totals.rules';
import type { StoreSettings } from '@shop/domain/settings/store-settings.schemas';
import type { Db, DbOrTx } from '../db/client';
import { pipelined } from '../db/pipelined';
import { queueCommit } from '../db/queued-commit';
import { refusedInDatabase } from '../db/refused-in-database';
import { AppError } from '../lib/app-error';
import { countOrderPlaced } from '../lib/shop-metrics';
import { systemClock } from '../lib/clock';
import { newId } from '../lib/new-id';
import type { CustomerSession } from '../modules/sessions/sessions.service';
import { addressOf } from '../modules/addresses/addresses.service';
import { takeStockForOrder, takeStockOrRefuse } from '../modules/inventory/stock.service';
import { redeemCoupon } from '../modules/coupons/coupons.service';
import { enqueueJobs } from '../modules/jobs/jobs.service';
import { NOT_SERVICEABLE } from '../modules/locations/locations.service';
import { mailJob, ORDER_PLACED_MAIL } from '../modules/mail/mail.service';
import { holdEndsAt, holdExpiryJob } from '../modules/orders/order-hold.service';
import {
  lockAndRefuseOverUnpaidLimits,
  lockCustomerOrders,
  recordNewOrder,
  unpaidHoldingsOf,
  type ApiOrder,
  type NewOrderLineRow,
  type NewOrderRow,
} from '../modules/orders/orders.service';
import { findPriceBreaks } from '../modules/wholesale/wholesale.service';
import {
  deliveryFor,
  lineRequestOf,
  priceLines,
  type Delivery,
  type LineRequest,
  type PricingDeps,
  type PricingRequest,
  type PricingResult,
} from '../modules/pricing/pricing.service';
import { productsForQuote, sameSaleTerms, type PricedProduct } from '../modules/catalog/catalog.service';
import { getSettings } from '../modules/settings/settings.service';
import { markQuotesOrdered, quotedLinesFor } from '../modules/enquiries/quote-ordering.service';
import { orderLineRowsOf, orderRowOf, type DeliveryAddress } from './new-order-rows.shape';

export const COUPON_TERMS_CHANGED =
  'The coupon changed while the order was placed. Please review your cart and try again.';

/** The refusal `error` (its status and message kept) naming the order's coupon as the cause. */
function couponRefusal(error: AppError): AppError {
  return new AppError(
    error.kind,
    error.message,
    [{ path: ORDER_COUPON_PATH, message: error.message }],
    'COUPON_REFUSED',
  );
}

function unitsPerProduct(lines: { productId: string; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

type TypedAddress = Omit<NewOrderBody['order'], 'products' | 'couponCode' | 'addressId'>;
type RequestedLines = NewOrderBody['order']['products'];

/**
 * Where the order goes: the customer's saved address `addressId` (addresses.service addressOf:
 * NOT_FOUND when it is not theirs) with its company name and GSTIN, or the typed fields.
 */
async function deliveryAddressOf(
  db: DbOrTx,
  customerId: string,
  addressId: string | undefined,
  typed: TypedAddress,
): Promise<DeliveryAddress> {
  const contact = { name: typed.name, email: typed.email, phone: typed.phone };
  if (addressId) {
    const saved = await addressOf(db, customerId, addressId);
    return {
      ...contact,
      shippingAddress: saved.address,
      pincode: saved.pincode,
      city: saved.city,
      state: saved.state,
      companyName: saved.companyName,
      gstin: saved.gstin,
    };
  }
  // The schema requires these three when no saved address is named.
  return {
    ...contact,
    shippingAddress: typed.shippingAddress!,
    pincode: typed.pincode!,
    city: typed.city!,
    state: typed.state,
    companyName: '',
    gstin: '',
  };
}

/**
 * POST /order/new: places an order for the signed-in customer (to a saved address when `addressId`
 * names one of theirs: its pincode decides the GST split, its company name and GSTIN are stored), priced with the same pipeline as
 * POST /cart/quote (pricing.service.ts priceLines: tiers per line, GST split by the pincode's state,
 * the courier's shipping rate from `deps`), with its expected delivery counted from `deps.clock`.
 * Each line's tier is stored (is_bulk_order, bulk_range, its source) with hasBulkItems and
 * bulkOrderCount. UNPROCESSABLE when the shop does not deliver to the pincode, a product's units
 * exceed the settings' per-line cap, or a bulk line's quantity lies outside its range; NOT_FOUND
 * for an unknown product; CONFLICT when stock is short (a bulk line needs more than 10 units in
 * stock) or the customer already has the settings' maximum of unpaid orders (counted under a
 * per-customer lock). `couponCode` is priced like the quote's and its use taken with the coupons
 * module's redeemCoupon in this transaction (UNPROCESSABLE / NOT_FOUND with the spec's message when
 * it cannot be used, e.g. a single-use coupon another order just took; such a refusal's `errors`
 * name the path 'order.couponCode'). Nothing is kept when refused. Queues the "order placed" mail and the job that ends its stock hold
 * (order-hold.service.ts) in the same transaction. An order without a coupon or a quoted line is
 * sent in one round trip with its checks in the database (docs/decisions/104).
 */
export async function placeOrder(
  db: Db,
  customer: CustomerSession,
  body: NewOrderBody,
  deps: PricingDeps = { courier: undefined, clock: systemClock },
): Promise<ApiOrder> {
  const { products: requested, couponCode, addressId, ...typed } = body.order;
  const lineRequests = requested.map(lineRequestOf);
  const productIds = lineRequests.map((line) => line.productId);
  // What the transaction needs and no lock guards, read before it and at once (issue 31): the
  // address, the settings, where the pincode is (its service area) and the wholesale breaks.
  const addressRead = deliveryAddressOf(db, customer.id, addressId, typed);
  const [address, settings, delivery, priceBreaks] = await Promise.all([
    addressRead,
    getSettings(db),
    addressRead.then((found) => deliveryFor(db, found.pincode)),
    findPriceBreaks(db, productIds),
  ]);
  if (!delivery.serviceable) throw new AppError('UNPROCESSABLE', NOT_SERVICEABLE, undefined, 'NOT_SERVICEABLE');
  const context: OrderContext = {
    customer,
    deps,
    lineRequests,
    requested,
    couponCode,
    address,
    settings,
    delivery,
    priceBreaks,
  };
  // The products are read before the transaction and checked against the rows the stock take
  // locks; a product edited in between prices the order again from a new read.
  let products = await productsForQuote(db, productIds);
  // First in one round trip with every check in the database (docs/decisions/104); an order it
  // does not take, or one the database refused, is placed the checked way, which says why.
  const quick = await orderInOneTrip(db, context, products);
  if (quick === REFUSED_IN_DATABASE) products = await productsForQuote(db, productIds);
  else if (quick) return counted(quick);
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) products = await productsForQuote(db, productIds);
    try {
      return counted(await db.transaction((tx) => recordOrder(tx, context, products)));
    } catch (error) {
      if (!(error instanceof ProductsChanged)) throw error;
      if (attempt === PRICING_ATTEMPTS) throw new AppError('CONFLICT', PRODUCTS_CHANGED);
    }
  }
}

/** `order`, counted as placed (lib/shop-metrics.ts): called once it committed. */
function counted(order: ApiOrder): ApiOrder {
  countOrderPlaced(order.hasBulkItems ? 'bulk' : 'retail');
  return order;
}

/** What orderInOneTrip returns when a check in the database refused the order: nothing was kept. */
const REFUSED_IN_DATABASE = 'refused in the database';

/**
 * The order in one round trip (docs/decisions/104): priced from `products` before the
 * transaction, then BEGIN, the customer's lock with the unpaid limits, the stock cause, the takes
 * (each only while its product is as read and holds the units), the order, its lines, the jobs and
 * COMMIT, all sent at once, each check failing in the database (refuse_unless) so that the COMMIT
 * rolls everything back. A product's row lock is held only while PostgreSQL runs the rest.
 * Returns the order as committed; REFUSED_IN_DATABASE when a check failed; undefined, with
 * nothing sent, for an order this path does not take: a coupon or a quoted line (their rows are
 * checked under lock by the server), a line over the per-line cap, or pricing's refusal.
 */
async function orderInOneTrip(
  db: Db,
  context: OrderContext,
  products: Map<string, PricedProduct>,
): Promise<ApiOrder | typeof REFUSED_IN_DATABASE | undefined> {
  const { customer, deps, lineRequests, requested, settings } = context;
  if (context.couponCode || lineRequests.some((line) => line.bulkQuoteLineId)) return undefined;
  if (productOverLineCap(requested, settings)) return undefined;
  const priced = await priceOrder(db, deps, pricingRequestOf(context, products, new Map())).catch((refusal: unknown) =>
    refusal instanceof AppError ? undefined : Promise.reject(refusal),
  );
  if (!priced) return undefined;
  const orderId = newId();
  const { row, lineRows, placedAt } = orderRowsOf(context, priced, orderId);
  const limits = {
    units: unitsOf(requested),
    maxOrders: settings.maxUnpaidOrdersPerCustomer,
    maxUnits: settings.maxUnpaidUnitsPerCustomer,
  };
  try {
    return await db.transaction(async (tx) => {
      const [, , { api }] = await pipelined(
        lockAndRefuseOverUnpaidLimits(tx, customer.id, limits),
        takeStockOrRefuse(tx, stockLinesOf(priced), orderCause(customer, orderId), products),
        recordNewOrder(tx, row, lineRows),
        enqueueOrderFollowUps(tx, row, lineRows, holdEndsAt(placedAt, settings.orderHoldMinutes)),
        queueCommit(tx),
      );
      return api;
    });
  } catch (error) {
    if (refusedInDatabase(error)) return REFUSED_IN_DATABASE;
    throw error;
  }
}

/** The pricing request of the order's lines, priced from `products` with the bulk quotes' `quotedLines`; the order takes the stock. */
function pricingRequestOf(
  context: OrderContext,
  products: Map<string, PricedProduct>,
  quotedLines: PricingRequest['quotedLines'],
): PricingRequest {
  return {
    lines: context.lineRequests,
    quotedLines,
    products,
    stockTakenByOrder: true,
    priceBreaks: context.priceBreaks,
    delivery: context.delivery,
    couponCode: context.couponCode || undefined,
    customerId: context.customer.id,
    pincode: context.address.pincode,
    settings: context.settings,
  };
}

/** The order's row and lines as stored, placed now by the app clock (not the database's now(): the hold and its job read the same time). */
function orderRowsOf(context: OrderContext, priced: PricingResult, orderId: string) {
  const placedAt = context.deps.clock.now();
  const row = orderRowOf(
    {
      orderId,
      customerId: context.customer.id,
      address: context.address,
      placedAt,
      expectedDeliveryDays: context.settings.expectedDeliveryDays,
    },
    priced,
  );
  return { row, lineRows: orderLineRowsOf(priced), placedAt };
}

/** The priced lines as the stock take asks for them: each line's product, units and the units it needs in stock. */
function stockLinesOf(priced: PricingResult) {
  return priced.lines.map((line) => ({
    productId: line.product.id,
    quantity: line.request.quantity,
    unitsNeeded: line.unitsNeeded,
  }));
}

/** The stock ledger's cause of an order's takes: placed by the customer. */
function orderCause(customer: CustomerSession, orderId: string) {
  return { reason: 'order_placed' as const, actor: { kind: 'customer' as const, id: customer.id }, orderId };
}

/** What placeOrder read before its transaction: the request, the customer, the settings and where the order goes. */
interface OrderContext {
  customer: CustomerSession;
  deps: PricingDeps;
  lineRequests: LineRequest[];
  requested: RequestedLines;
  couponCode: string | undefined;
  address: DeliveryAddress;
  settings: StoreSettings;
  delivery: Delivery;
  priceBreaks: Map<string, PriceBreak[]>;
}

/** Thrown in the transaction when a product's row under its lock differs from the read it was priced from. */
class ProductsChanged extends Error {}

/** Reads of the products an order prices from before it gives up on a catalogue being edited under it. */
const PRICING_ATTEMPTS = 3;

export const PRODUCTS_CHANGED =
  'A product in your cart changed while the order was placed. Please review your cart and try again.';

/**
 * The order's transaction (docs/decisions/102): prices the lines from `products` (read before it),
 * then sends in one round trip the customer's lock and unpaid count, the stock take, the order and
 * its lines, the coupon's use, the quotes and the follow-up jobs, so each product's row lock is
 * held for that one round trip and the COMMIT only. Then refuses, in this order: the unpaid limits,
 * a product that cannot be served (stock.service takeStockForOrder), the per-line cap, and a
 * product whose row differs from `products` (ProductsChanged: the caller reads again).
 */
async function recordOrder(tx: DbOrTx, context: OrderContext, products: Map<string, PricedProduct>): Promise<ApiOrder> {
  const { customer, deps, lineRequests, requested, settings } = context;
  // Lines of a bulk quote (issue 30): the quotes are locked until the order commits, so one is ordered once.
  const quoteLineIds = lineRequests.flatMap((line) => (line.bulkQuoteLineId ? [line.bulkQuoteLineId] : []));
  const quotedLines = await quotedLinesFor(tx, customer, quoteLineIds, deps.clock.now(), true);
  const request = pricingRequestOf(context, products, quotedLines);
  const orderId = newId();
  const priced = await priceOrder(tx, deps, request).catch((refusal: unknown) =>
    refusal instanceof AppError ? refuseInOrder(tx, context, request, orderId, refusal) : Promise.reject(refusal),
  );
  const { row, lineRows, placedAt } = orderRowsOf(context, priced, orderId);
  // Sent together and run in this order (db/pipelined.ts); the first refusal in this order is
  // the one reported, and any refusal rolls them all back.
  const [, taken, { api }] = await pipelined(
    checkUnpaidLimits(tx, customer.id, requested, settings),
    takeStockForOrder(tx, stockLinesOf(priced), orderCause(customer, orderId)),
    // After the take: each line's foreign key reads its product with a key-share lock, which
    // taken by one order while another holds the row's update lock makes a MultiXact.
    recordNewOrder(tx, row, lineRows),
    priced.pricing.coupon ? redeemOrderCoupon(tx, priced.pricing, customer.id, orderId, placedAt) : undefined,
    markQuotesOrdered(tx, lineRequests, orderId, placedAt),
    enqueueOrderFollowUps(tx, row, lineRows, holdEndsAt(placedAt, settings.orderHoldMinutes)),
  );
  // After the take, as before (a shortage is the reason given first); throwing rolls it all back.
  checkLineCaps(requested, products, settings);
  if (!sameProducts(products, taken)) throw new ProductsChanged();
  return api;
}

/**
 * A refusal from pricing, given in the order the checks had when the stock was taken before
 * pricing: the unpaid limits, the stock (plain quantities), the per-line cap, then pricing again
 * on the rows as the take locked them, with their stock before it. When those rows price, the
 * products changed since they were read: ProductsChanged, and the caller reads them again.
 */
async function refuseInOrder(
  tx: DbOrTx,
  context: OrderContext,
  request: PricingRequest,
  orderId: string,
  refusal: AppError,
): Promise<never> {
  const { customer, requested, settings } = context;
  const stock = stockRequestsOf(requested);
  const [, taken] = await pipelined(
    checkUnpaidLimits(tx, customer.id, requested, settings),
    takeStockForOrder(tx, stock, orderCause(customer, orderId)),
  );
  checkLineCaps(requested, taken, settings);
  const units = unitsPerProduct(stock);
  const asBefore = new Map([...taken].map(([id, row]) => [id, { ...row, stock: row.stock + (units.get(id) ?? 0) }]));
  await priceOrder(tx, context.deps, { ...request, products: asBefore, stockTakenByOrder: false });
  throw sameProducts(request.products, taken) ? refusal : new ProductsChanged();
}

/** Whether every product taken agrees with the read the order was priced from (catalog sameSaleTerms). */
function sameProducts(read: Map<string, PricedProduct>, taken: Map<string, PricedProduct>): boolean {
  for (const [id, product] of taken) {
    const before = read.get(id);
    if (!before || !sameSaleTerms(before, product)) return false;
  }
  return true;
}

/** The order's lines as the stock take asks for them: each line's product and units. */
function stockRequestsOf(requested: RequestedLines): { productId: string; quantity: number }[] {
  return requested.map((line) => ({ productId: line.product_id, quantity: line.quantity }));
}

/** The units the whole order asks for. */
function unitsOf(requested: RequestedLines): number {
  return requested.reduce((sum, line) => sum + line.quantity, 0);
}

/** The first product (its id) whose units in the order pass the settings' per-line cap, or undefined. */
function productOverLineCap(requested: RequestedLines, settings: StoreSettings): string | undefined {
  for (const [productId, units] of unitsPerProduct(stockRequestsOf(requested)))
    if (units > settings.maxUnitsPerOrderLine) return productId;
  return undefined;
}

/** UNPROCESSABLE naming the first product whose units in the order pass the settings' per-line cap. */
function checkLineCaps(requested: RequestedLines, products: Map<string, PricedProduct>, settings: StoreSettings): void {
  const productId = productOverLineCap(requested, settings);
  const product = productId === undefined ? undefined : products.get(productId);
  if (product)
    throw new AppError('UNPROCESSABLE', tooManyUnitsMessage(product.productName, settings.maxUnitsPerOrderLine));
}

/**
 * CONFLICT when the customer already has the settings' maximum of unpaid orders, or when this
 * order's units with those their unpaid orders hold pass the settings' cap (decision 014). Run
 * under lockCustomerOrders, so two placements at once are counted one after the other.
 */
async function checkUnpaidLimits(
  tx: DbOrTx,
  customerId: string,
  requested: RequestedLines,
  settings: StoreSettings,
): Promise<void> {
  // Sent together: the count runs once the lock is granted, with what committed meanwhile.
  const [, held] = await pipelined(lockCustomerOrders(tx, customerId), unpaidHoldingsOf(tx, customerId));
  if (held.orders >= settings.maxUnpaidOrdersPerCustomer) {
    throw new AppError('CONFLICT', tooManyUnpaidOrdersMessage(settings.maxUnpaidOrdersPerCustomer));
  }
  const units = unitsOf(requested);
  if (held.units + units > settings.maxUnpaidUnitsPerCustomer) {
    throw new AppError('CONFLICT', tooManyUnpaidUnitsMessage(settings.maxUnpaidUnitsPerCustomer));
  }
}

/**
 * Re-prices the order with the quote's pipeline (pricing.service.ts: tiers, GST split by the
 * pincode's state, shipping). CONFLICT with a line's problem (stock, the bulk stock rule); the
 * coupon's refusal (the quote showed why) naming 'order.couponCode'; UNPROCESSABLE above the
 * order ceiling. Thrown before anything of the order is sent.
 */
async function priceOrder(tx: DbOrTx, deps: PricingDeps, request: PricingRequest): Promise<PricingResult> {
  const priced = await priceLines(tx, deps, request);
  const problem = priced.lines.find((line) => line.problem !== null)?.problem;
  if (problem) throw new AppError('CONFLICT', problem);
  // A coupon the order cannot use refuses the order: nothing is kept.
  if (request.couponCode && priced.couponMessage)
    throw couponRefusal(new AppError('UNPROCESSABLE', priced.couponMessage));
  if (exceedsOrderCeiling(priced.pricing)) throw new AppError('UNPROCESSABLE', ORDER_TOTAL_TOO_HIGH);
  return priced;
}

/**
 * Takes the order's use of its coupon under the coupon's row lock (coupons.service redeemCoupon):
 * with a single-use coupon and many orders at once, one wins and the others roll back whole.
 * The coupons module's refusal names 'order.couponCode'; CONFLICT (COUPON_REFUSED) when the
 * coupon's discount changed since it was priced.
 */
async function redeemOrderCoupon(
  tx: DbOrTx,
  pricing: CartPricing,
  customerId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  const redemption = await redeemCoupon(tx, {
    code: pricing.coupon!.code,
    customerId,
    orderId,
    subtotalPaise: pricing.subtotalPaise,
    now,
  }).catch((error: unknown) => {
    throw error instanceof AppError ? couponRefusal(error) : error;
  });
  if (redemption.discountPaise !== pricing.couponDiscountPaise)
    throw new AppError('CONFLICT', COUPON_TERMS_CHANGED, undefined, 'COUPON_REFUSED');
}

/**
 * Queues, in the order's transaction and with one INSERT, the job that ends its stock hold at
 * `holdEnds` and the "order placed" mail, from the order's row and lines as they are inserted.
 */
async function enqueueOrderFollowUps(tx: DbOrTx, order: NewOrderRow, lines: NewOrderLineRow[], holdEnds: Date) {
  await enqueueJobs(tx, [
    holdExpiryJob(order.id, holdEnds),
    mailJob({
      template: ORDER_PLACED_MAIL,
      to: order.email,
      key: `order-placed:${order.id}`,
      data: {
        orderId: order.id,
        customerName: order.name,
        totalPaise: Number(order.totalPaise),
        lines: lines.map((line) => ({ name: line.productName, quantity: line.quantity })),
        expectedDelivery: order.expectedDelivery?.toISOString() ?? null,
      },
    }),
  ]);
}
