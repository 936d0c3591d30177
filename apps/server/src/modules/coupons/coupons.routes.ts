/**
 * Coupon routes (shopper spec §6 'POST /coupon/validate-coupon'; admin spec §7 coupon calls, §6
 * roles: Coupons is SuperAdmin only). Declared in coupons.contract.ts; thin here: who may call,
 * call the service, reply. Validation is public (a guest's cart may check a code) and
 * rate-limited per address against code guessing.
 */
import { COUPON_CREATED, COUPON_DEACTIVATED, COUPON_UPDATED } from '@shop/domain/coupons/coupon.rules';
import { couponsContract as calls } from '@shop/domain/coupons/coupons.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as coupons from './coupons.service';

const SUPER_ADMIN = ['SuperAdmin'] as const;

export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = { preHandler: app.requireStaff(SUPER_ADMIN) };

  contractRoute(app, calls['POST /coupon/validate-coupon'], {}, async (request) => {
    const customer = await app.readSession(request, 'customer');
    return success({
      coupon: await coupons.validateCoupon(app.db, request.body.code, customer?.id ?? null, app.clock.now()),
    });
  });

  contractRoute(app, calls['POST /coupon/list'], superAdmin, async (request) =>
    success(await coupons.listCoupons(app.db, request.body, app.clock.now())),
  );

  contractRoute(app, calls['POST /coupon/create-coupon'], superAdmin, async (request, reply) => {
    const coupon = await coupons.createCoupon(app.db, request.staff!, request.body, app.clock.now());
    return reply.code(201).send(success({ coupon }, COUPON_CREATED));
  });

  contractRoute(app, calls['POST /coupon/:id/update'], superAdmin, async (request) =>
    success(
      {
        coupon: await coupons.updateCoupon(app.db, request.staff!, request.params.id, request.body, app.clock.now()),
      },
      COUPON_UPDATED,
    ),
  );

  contractRoute(app, calls['POST /coupon/:id/deactivate'], superAdmin, async (request) =>
    success(
      { coupon: await coupons.deactivateCoupon(app.db, request.staff!, request.params.id, app.clock.now()) },
      COUPON_DEACTIVATED,
    ),
  );
};
