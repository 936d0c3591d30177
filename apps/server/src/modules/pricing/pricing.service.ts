/**
 * Prices a cart with the one domain pipeline (domain pricing/cart-pricing.rules.ts), from the catalogue,
 * the store settings, the delivery pincode's state (India Post data and service areas, never the
 * buyer's typed state) and the courier's rate. POST /cart/quote and POST /order/new both call
 * `priceLines`, so a quote and the order placed from it agree to the paisa (issue 7).
 *
 * Wired (issue 7, decision 027): the tiers take the wholesale module's price breaks
 * (findPriceBreaks) and a coupon code is checked by the coupons module (checkCoupon); a refused
 * code prices the cart without it and says why in `couponMessage`.
 */
import {
  BULK_MIN_STOCK_EXCLUSIVE,
  bulkStockProblem,
  quantityTiers,
  resolveLineTier,
  unitsNeededInStock,
  type PriceBreak,
  type QuantityTier,
} from '@shop/domain/pricing/quantity-tiers.rules';
import { outOfStockMessage } from '@shop/domain/catalog/stock-label.rules';
import { placeOfSupply, priceCart, type CouponTerms } from '@shop/domain/pricing/cart-pricing.rules';
import { parcelOf, preferredCourierOption, type CourierOption } from '@shop/domain/pricing/shipping.rules';
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import { QUOTE_LINE_UNAVAILABLE, QUOTE_NO_COUPON, quoteQuantityFixed } from '@shop/domain/enquiries/enquiry.rules';
import {
  EXTENDED_WARRANTY_GST_RATE_BP,
  extendedWarrantyOffer,
  NO_EXTENDED_WARRANTY_OFFERED,
} from '@shop/domain/catalog/warranty.rules';
import { tooManyUnitsMessage } from '@shop/domain/orders/order-limits.rules';
import type { StoreSettings } from '@shop/domain/settings/store-settings.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Courier } from '../../providers/courier/courier.contract';
import type { CartQuoteBody } from '@shop/domain/pricing/quote.schemas';
import type { CartQuote } from '@shop/domain/pricing/quote.responses';
import { bulkFieldsOf, PRODUCT_NOT_FOUND, productsForQuote, type PricedProduct } from '../catalog/catalog.service';
import { checkCoupon } from '../coupons/coupons.service';
import { findPriceBreaks } from '../wholesale/wholesale.service';
import { lookUpPincode, NOT_SERVICEABLE } from '../locations/locations.service';
import { getSettings } from '../settings/settings.service';
import type { Delivery, LineRequest, PricedLineInfo, PricingResult, QuotedLinePrice } from './pricing.types';
import { toCartQuote } from './quote.shape';

export type { Delivery, LineRequest, PricedLineInfo, PricingResult, QuotedLinePrice } from './pricing.types';

/**
 * Where a coupon's terms come from: by default the coupons module's checkCoupon (storeCoupons),
 * which reads the coupon, its limits and this customer's uses without taking a use.
 */
export interface CouponSource {
  /** The terms of `code` for this customer and subtotal (paise, before GST), or why it cannot be used. */
  termsFor(
    code: string,
    customerId: string | null,
    subtotalPaise: number,
    now: Date,
  ): Promise<{ terms: CouponTerms } | { refusal: string }>;
}

/** The shop's coupons as `db` holds them (coupons.service checkCoupon); a refusal carries the spec's message. */
export function storeCoupons(db: DbOrTx): CouponSource {
  return {
    termsFor: async (code, customerId, subtotalPaise, now) => {
      const check = await checkCoupon(db, code, customerId, subtotalPaise, now);
      return check.ok ? { terms: check.coupon } : { refusal: check.message };
    },
  };
}

export const CHOOSE_BULK_RANGE = 'Please choose a bulk range for this item.';

export interface PricingDeps {
  courier: Courier | undefined;
  clock: Clock;
  coupons?: CouponSource;
}

export interface PricingRequest {
  lines: LineRequest[];
  /** The products of the lines, by id (catalog's productsForQuote). */
  products: Map<string, PricedProduct>;
  /**
   * True for an order: its stock take checks the stock under the row locks (each line's
   * `unitsNeeded` in the take's condition) and the order the per-line cap after it, so that short
   * stock is the reason given first; the lines then carry no stock or cap problem from these
   * products' counts, which were read before the locks. False (a quote): the counts read decide.
   */
  stockTakenByOrder?: boolean;
  /** Wholesale price breaks by product id; when absent, read with the wholesale module's findPriceBreaks. */
  priceBreaks?: Map<string, PriceBreak[]>;
  /** The delivery to `pincode` as deliveryFor read it (a checkout reads it before its transaction); when absent, read here. */
  delivery?: Delivery;
  couponCode?: string;
  customerId?: string | null;
  pincode?: string;
  settings: StoreSettings;
  /** The customer's bulk quote lines these lines name (bulkQuoteLineId), by quote line id (issue 30). */
  quotedLines?: Map<string, QuotedLinePrice>;
}

/** A product's tiers from its first source: wholesale breaks, its bulk price fields, the defaults. */
export function tiersOfProduct(product: PricedProduct, priceBreaks?: PriceBreak[]): QuantityTier[] {
  return quantityTiers(product.pricePaise, bulkFieldsOf(product), priceBreaks);
}

/**
 * Where `pincode` is and whether the shop delivers there (a service area): its city and state, or
 * not serviceable with NOT_SERVICEABLE as the message when the shop knows nothing of it.
 */
export async function deliveryFor(db: DbOrTx, pincode: string): Promise<Delivery> {
  try {
    const place = await lookUpPincode(db, pincode);
    return {
      pincode,
      city: place.city,
      state: place.state,
      serviceable: place.serviceable,
      message: place.serviceable ? null : NOT_SERVICEABLE,
    };
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND')
      return { pincode, city: '', state: '', serviceable: false, message: NOT_SERVICEABLE };
    throw error;
  }
}

/**
 * Prices the lines. Refuses (nothing is priced) an unknown product (NOT_FOUND, 'Product not found'),
 * an extended warranty asked for on a product that offers none (VALIDATION, 400; decision 039)
 * and a bulk line without a range, with a range the product does not offer, or with a quantity
 * outside its range (UNPROCESSABLE with the spec's 'Please enter a quantity between {min} and
 * {max}'); each refusal names its line in `errors` (lines.{i}.…). Stock is not refused here: each
 * line carries its `problem`, and the order's own stock taking refuses.
 *
 * Shipping: free at or above the settings' threshold of taxable value; else, with a serviceable
 * pincode, the courier's rate for the parcel from the seller's pincode (DTDC air where offered),
 * or the settings' standard charge when no courier answers; unknown (null) without a pincode.
 */
export async function priceLines(db: DbOrTx, deps: PricingDeps, request: PricingRequest): Promise<PricingResult> {
  const { settings } = request;
  const priceBreaks =
    request.priceBreaks ??
    (await findPriceBreaks(
      db,
      request.lines.map((line) => line.productId),
    ));
  const infos = checkLines(request, priceBreaks);
  const cartLines = infos.map(({ info, tier }) => ({
    // A quoted line's unit price replaces the catalogue's, for that line only (issue 30).
    unitPricePaise: info.quote?.unitPricePaise ?? info.product.pricePaise,
    unitMrpPaise: info.product.mrpPaise,
    quantity: info.request.quantity,
    gstRateBp: info.product.gstRateBp,
    tier,
    warranty: info.request.extendedWarranty
      ? { ...extendedWarrantyOffer(info.product)!, gstRateBp: EXTENDED_WARRANTY_GST_RATE_BP }
      : null,
  }));
  const delivery = request.pincode
    ? request.delivery?.pincode === request.pincode
      ? request.delivery
      : await deliveryFor(db, request.pincode)
    : null;
  const supply = delivery ? placeOfSupply(delivery.state, settings.sellerState) : null;
  const freeAbovePaise = rupeesToPaise(settings.freeShippingThresholdRupees);
  const noShipping = { freeAbovePaise, courierRatePaise: null };

  // Pass 1: the subtotal the coupon is checked against.
  let coupon: CouponTerms | null = null;
  let couponMessage: string | null = null;
  const quoted = infos.some(({ info }) => info.quote !== null);
  if (request.couponCode && quoted) couponMessage = QUOTE_NO_COUPON;
  else if (request.couponCode) {
    const subtotal = priceCart(cartLines, { coupon: null, supply, shipping: noShipping }).subtotalPaise;
    const answer = await (deps.coupons ?? storeCoupons(db)).termsFor(
      request.couponCode,
      request.customerId ?? null,
      subtotal,
      deps.clock.now(),
    );
    if ('terms' in answer) coupon = answer.terms;
    else couponMessage = answer.refusal;
  }
  // Pass 2: the taxable value that decides free shipping; pass 3 with the courier's rate.
  let pricing = priceCart(cartLines, { coupon, supply, shipping: noShipping });
  let courier: CourierOption | null = null;
  if (pricing.shippingPaise === null && delivery?.serviceable) {
    const parcel = parcelOf(infos.map(({ info }) => ({ ...info.product, quantity: info.request.quantity })));
    const options = deps.courier
      ? await deps.courier.rates(settings.sellerPincode, delivery.pincode, parcel.weightKg, parcel, 'Prepaid')
      : [];
    courier = preferredCourierOption(options) ?? null;
    const courierRatePaise = courier ? courier.ratePaise : rupeesToPaise(settings.standardShippingRupees);
    pricing = priceCart(cartLines, { coupon, supply, shipping: { freeAbovePaise, courierRatePaise } });
  }
  const lines = infos.map(({ info }) => info);
  return { pricing, lines, delivery, courier, couponMessage: couponMessage ?? pricing.couponNotApplied };
}

type LineCheck =
  | { info: PricedLineInfo; tier: QuantityTier | null }
  | { refusal: 'NOT_FOUND' | 'VALIDATION' | 'UNPROCESSABLE'; error: FieldError };

/**
 * Checks every line of `request` (see priceLines): its product, tiers, resolved tier and stock
 * problem, in the lines' order. Throws, naming every refused line, an unknown product first, then
 * a warranty not offered, then a bulk range or quantity refused.
 */
function checkLines(
  request: PricingRequest,
  priceBreaks: Map<string, PriceBreak[]>,
): { info: PricedLineInfo; tier: QuantityTier | null }[] {
  const unitsOf = new Map<string, number>();
  for (const line of request.lines) unitsOf.set(line.productId, (unitsOf.get(line.productId) ?? 0) + line.quantity);
  const checks = request.lines.map((line, i) => checkLine(request, line, i, priceBreaks, unitsOf));
  for (const kind of ['NOT_FOUND', 'VALIDATION', 'UNPROCESSABLE'] as const) {
    const errors = checks.flatMap((check) => ('refusal' in check && check.refusal === kind ? [check.error] : []));
    if (errors.length > 0) throw new AppError(kind, errors[0]!.message, errors);
  }
  return checks.filter((check) => 'info' in check);
}

/** One line (the `i`th) checked: its refusal, or its product, tiers, resolved tier and stock problem. */
function checkLine(
  request: PricingRequest,
  line: LineRequest,
  i: number,
  priceBreaks: Map<string, PriceBreak[]>,
  unitsOf: Map<string, number>,
): LineCheck {
  const product = request.products.get(line.productId);
  if (!product) return { refusal: 'NOT_FOUND', error: { path: `lines.${i}.product_id`, message: PRODUCT_NOT_FOUND } };
  if (line.extendedWarranty && !extendedWarrantyOffer(product)) {
    const message = NO_EXTENDED_WARRANTY_OFFERED(product.productName);
    return { refusal: 'VALIDATION', error: { path: `lines.${i}.extended_warranty`, message } };
  }
  const tiers = tiersOfProduct(product, priceBreaks.get(line.productId));
  let tier: QuantityTier | null = null;
  if (line.bulkQuoteLineId !== null) return checkQuotedLine(request, line, product, tiers, unitsOf);
  if (line.isBulkOrder) {
    if (!line.bulkRange)
      return { refusal: 'UNPROCESSABLE', error: { path: `lines.${i}.bulk_range`, message: CHOOSE_BULK_RANGE } };
    const result = resolveLineTier(tiers, line.quantity, line.bulkRange);
    if ('error' in result) {
      const message = `${product.productName}: ${result.error}`;
      return { refusal: 'UNPROCESSABLE', error: { path: `lines.${i}.quantity`, message } };
    }
    tier = result.tier;
  }
  const units = unitsOf.get(product.id) ?? line.quantity;
  const problem = lineProblem(request, product, units, tier);
  const unitsNeeded = unitsNeededInStock(units, tier !== null);
  return { info: { request: line, product, tiers, problem, quote: null, unitsNeeded }, tier };
}

/**
 * A line of a bulk quote (issue 30): no tier; the quoted unit price when the quote line is the
 * customer's, of this product and at this quantity, and the quote can be ordered; else the
 * catalogue price with the reason as the line's problem (so the cart shows it and the order refuses).
 */
function checkQuotedLine(
  request: PricingRequest,
  line: LineRequest,
  product: PricedProduct,
  tiers: QuantityTier[],
  unitsOf: Map<string, number>,
): LineCheck {
  const quoted = request.quotedLines?.get(line.bulkQuoteLineId!);
  const units = unitsOf.get(product.id) ?? line.quantity;
  let quoteProblem: string | null = null;
  if (!quoted || quoted.productId !== product.id) quoteProblem = QUOTE_LINE_UNAVAILABLE;
  else if (quoted.problem) quoteProblem = quoted.problem;
  else if (quoted.quantity !== line.quantity) quoteProblem = quoteQuantityFixed(quoted.quantity);
  const quote = quoteProblem === null ? { number: quoted!.quoteNumber, unitPricePaise: quoted!.unitPricePaise } : null;
  const problem = quoteProblem ?? lineProblem(request, product, units, null);
  return { info: { request: line, product, tiers, problem, quote, unitsNeeded: units }, tier: null };
}

/**
 * Why a line cannot be ordered now: short stock, the settings' per-line cap, or a bulk tier on too
 * little stock; null when it can. Always null with `stockTakenByOrder`: the order checks them.
 */
function lineProblem(
  request: PricingRequest,
  product: PricedProduct,
  units: number,
  tier: QuantityTier | null,
): string | null {
  if (request.stockTakenByOrder) return null;
  const stock = product.inStock ? product.stock : 0;
  if (!product.inStock || stock < units) return outOfStockMessage(product.productName);
  if (units > request.settings.maxUnitsPerOrderLine)
    return tooManyUnitsMessage(product.productName, request.settings.maxUnitsPerOrderLine);
  if (tier && stock <= BULK_MIN_STOCK_EXCLUSIVE) return bulkStockProblem(product.productName);
  return null;
}

/**
 * POST /cart/quote: the cart priced as an order placed now would be, for anyone (no session
 * needed; a signed-in customer's id reaches the coupon check). Refusals as priceLines; stock
 * problems are per line, and `orderable` says whether the order would be taken as it stands.
 */
export async function quoteCart(
  db: DbOrTx,
  deps: PricingDeps,
  body: CartQuoteBody,
  customerId: string | null,
  quotedLines?: Map<string, QuotedLinePrice>,
): Promise<CartQuote> {
  const products = await productsForQuote(
    db,
    body.lines.map((line) => line.product_id),
  );
  const settings = await getSettings(db);
  const result = await priceLines(db, deps, {
    lines: body.lines.map(lineRequestOf),
    products,
    couponCode: body.couponCode || undefined,
    customerId,
    pincode: body.pincode,
    settings,
    quotedLines,
  });
  return toCartQuote(result, settings);
}

/** A line of a quote or order body as priceLines takes it. */
export function lineRequestOf(line: {
  product_id: string;
  quantity: number;
  is_bulk_order?: boolean;
  bulk_range?: string | null;
  extended_warranty?: boolean;
  bulk_quote_line_id?: string;
}): LineRequest {
  return {
    productId: line.product_id,
    quantity: line.quantity,
    isBulkOrder: line.is_bulk_order === true,
    bulkRange: line.bulk_range ?? null,
    extendedWarranty: line.extended_warranty === true,
    bulkQuoteLineId: line.bulk_quote_line_id ?? null,
  };
}
