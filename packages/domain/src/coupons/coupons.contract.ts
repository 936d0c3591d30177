/**
 * The coupon calls (shopper spec §6 'POST /coupon/validate-coupon'; admin spec §7 coupon calls,
 * §6 roles: Coupons is SuperAdmin only). Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { couponListData, staffCouponData, validateCouponData } from './coupon.responses';
import { couponListBody, createCouponBody, updateCouponBody, validateCouponBody } from './coupon.schemas';

export const couponsContract = defineContract('coupons', {
  'POST /coupon/validate-coupon': {
    summary: "Checks a coupon code for the shopper's cart: its terms, or why it cannot be used",
    body: validateCouponBody,
    reply: validateCouponData,
    errors: [400, 404, 422, 429],
  },
  'POST /coupon/list': {
    summary: 'Coupons for staff, soonest expiry first (active and unexpired unless filters.status is all)',
    tags: ['admin'],
    body: couponListBody,
    reply: couponListData,
    errors: [400, 401, 403],
  },
  'POST /coupon/create-coupon': {
    summary: 'Creates a coupon (SuperAdmin)',
    tags: ['admin'],
    body: createCouponBody,
    reply: staffCouponData,
    okStatus: 201,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /coupon/:id/update': {
    summary: "Changes a coupon's terms or active flag (SuperAdmin)",
    tags: ['admin'],
    params: idParams,
    body: updateCouponBody,
    reply: staffCouponData,
    errors: [400, 401, 403, 404],
  },
  'POST /coupon/:id/deactivate': {
    summary: 'Switches a coupon off (SuperAdmin)',
    tags: ['admin'],
    params: idParams,
    body: emptyBody,
    reply: staffCouponData,
    errors: [400, 401, 403, 404],
  },
});
