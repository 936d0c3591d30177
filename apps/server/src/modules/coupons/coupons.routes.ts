/**
 * Coupon routes (shopper spec §6 'POST /coupon/validate-coupon'; admin spec §7 coupon calls, §6
 * roles: Coupons is SuperAdmin only). Thin: validate, call the service, reply. Validation is
 * public (a guest's cart may check a code) and rate-limited per address against code guessing.
 */
import { responses } from '@shop/domain/api/envelope';
import { COUPON_CREATED, COUPON_DEACTIVATED, COUPON_UPDATED } from '@shop/domain/coupons/coupon-rules';
import { couponListData, staffCouponData, validateCouponData } from '@shop/domain/coupons/coupon.responses';
import {
  couponListBody,
  createCouponBody,
  updateCouponBody,
  validateCouponBody,
} from '@shop/domain/coupons/coupon.schemas';
import { emptyBody } from '@shop/domain/validation/empty-body';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as coupons from './coupons.service';

const SUPER_ADMIN = ['SuperAdmin'] as const;

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/coupon/validate-coupon',
    {
      schema: {
        tags: ['coupons'],
        summary: "Checks a coupon code for the shopper's cart: its terms, or why it cannot be used",
        body: validateCouponBody,
        response: responses(validateCouponData, [400, 404, 422, 429]),
      },
    },
    async (request) => {
      const customer = await app.readSession(request, 'customer');
      return success({
        coupon: await coupons.validateCoupon(app.db, request.body.code, customer?.id ?? null, app.clock.now()),
      });
    },
  );

  app.post(
    '/coupon/list',
    {
      schema: {
        tags: ['coupons', 'admin'],
        summary: 'Coupons for staff, soonest expiry first (active and unexpired unless filters.status is all)',
        body: couponListBody,
        response: responses(couponListData, [400, 401, 403]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) => success(await coupons.listCoupons(app.db, request.body, app.clock.now())),
  );

  app.post(
    '/coupon/create-coupon',
    {
      schema: {
        tags: ['coupons', 'admin'],
        summary: 'Creates a coupon (SuperAdmin)',
        body: createCouponBody,
        response: responses(staffCouponData, [400, 401, 403, 404, 409], 201),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request, reply) => {
      const coupon = await coupons.createCoupon(app.db, request.staff!, request.body, app.clock.now());
      return reply.code(201).send(success({ coupon }, COUPON_CREATED));
    },
  );

  app.post(
    '/coupon/:id/update',
    {
      schema: {
        tags: ['coupons', 'admin'],
        summary: "Changes a coupon's terms or active flag (SuperAdmin)",
        params: idParams,
        body: updateCouponBody,
        response: responses(staffCouponData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) =>
      success(
        {
          coupon: await coupons.updateCoupon(app.db, request.staff!, request.params.id, request.body, app.clock.now()),
        },
        COUPON_UPDATED,
      ),
  );

  app.post(
    '/coupon/:id/deactivate',
    {
      schema: {
        tags: ['coupons', 'admin'],
        summary: 'Switches a coupon off (SuperAdmin)',
        params: idParams,
        body: emptyBody,
        response: responses(staffCouponData, [400, 401, 403, 404]),
      },
      preHandler: app.requireStaff(SUPER_ADMIN),
    },
    async (request) =>
      success(
        { coupon: await coupons.deactivateCoupon(app.db, request.staff!, request.params.id, app.clock.now()) },
        COUPON_DEACTIVATED,
      ),
  );
};
