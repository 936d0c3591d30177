/** The cart's quote call (issue 7): the priced cart for the cart, checkout and bulk drawer. Declared once (api/contract.schemas.ts). */
import { defineContract } from '../api/contract.schemas';
import { cartQuoteData } from './quote.responses';
import { cartQuoteBody } from './quote.schemas';

export const pricingContract = defineContract('cart', {
  'POST /cart/quote': {
    summary: 'Price a cart as an order placed now would be: tiers, coupon, GST split by the pincode, shipping, total',
    body: cartQuoteBody,
    reply: cartQuoteData,
    errors: [400, 404, 422, 429],
  },
});
