/**
 * The saved-cart calls (issue 7; decision 029): the signed-in customer's own cart, read and
 * replaced. Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { savedCartData } from './saved-cart.responses';
import { savedCartBody } from './saved-cart.schemas';

export const cartsContract = defineContract('cart', {
  'GET /cart': {
    summary:
      "The signed-in customer's saved cart: its lines with each product's name, picture, price, MRP and stock now",
    reply: savedCartData,
    errors: [401, 429],
  },
  'PUT /cart': {
    summary: "Replace the signed-in customer's saved cart (at most 100 lines, one per product) and its applied coupon",
    body: savedCartBody,
    reply: savedCartData,
    errors: [400, 401, 404, 429],
  },
});
