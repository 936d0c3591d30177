/**
 * What pricing a cart gives back (priceLines in pricing.service.ts), in a file of its own beside
 * its shape (quote.shape.ts turns it into POST /cart/quote's reply), so the shape need not import
 * the service that calls it (issue 28: no import rings).
 */
import type { CartPricing } from '@shop/domain/pricing/cart-pricing.rules';
import type { QuantityTier } from '@shop/domain/pricing/quantity-tiers.rules';
import type { CourierOption } from '@shop/domain/pricing/shipping.rules';
import type { PricedProduct } from '../catalog/catalog.service';

/** One cart line as asked for: a bulk line names its range (`bulkRange`); a regular line has none. */
export interface LineRequest {
  productId: string;
  quantity: number;
  isBulkOrder: boolean;
  bulkRange: string | null;
  /** The product's extended warranty bought with the line (decision 039). */
  extendedWarranty: boolean;
  /** A line of an accepted bulk quote (issue 30), or null: priced at the quote's unit price. */
  bulkQuoteLineId: string | null;
}

/**
 * A bulk quote line as the caller found it for this customer (the enquiries module's
 * quotedLinesFor): its product, quantity and unit price before GST (paise), the quote's number,
 * and why it cannot be ordered now (expired, withdrawn, already ordered), or null.
 */
export interface QuotedLinePrice {
  productId: string;
  quantity: number;
  unitPricePaise: number;
  quoteNumber: string;
  problem: string | null;
}

export interface PricedLineInfo {
  request: LineRequest;
  product: PricedProduct;
  tiers: QuantityTier[];
  /** Why the line cannot be ordered now (stock, the per-line cap, the bulk stock rule, its quote), or null. */
  problem: string | null;
  /** The bulk quote the line is priced by (its number and unit price before GST), or null. */
  quote: { number: string; unitPricePaise: number } | null;
  /**
   * The fewest units its product must hold for this line (domain unitsNeededInStock): the order's
   * units of the product, or more than 10 on a bulk tier. An order's stock take asks for it.
   */
  unitsNeeded: number;
}

export interface Delivery {
  pincode: string;
  city: string;
  state: string;
  serviceable: boolean;
  message: string | null;
}

export interface PricingResult {
  pricing: CartPricing;
  lines: PricedLineInfo[];
  delivery: Delivery | null;
  courier: CourierOption | null;
  couponMessage: string | null;
}
