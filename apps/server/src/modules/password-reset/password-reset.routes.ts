/**
 * Password-reset routes (shopper spec §7): /otp/send-email-otp-forgot-password,
 * /otp/verify-email-otp, /auth/change-password. Declared in password-reset.contract.ts; open to
 * strangers, so each is rate-limited (plugins/rate-limit.rules.ts). Messages are the spec's.
 */
import { passwordResetContract as calls } from '@shop/domain/accounts/password-reset.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route';
import { success } from '../../lib/reply';
import * as reset from './password-reset.service';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.sessionSecret;

  contractRoute(app, calls['POST /otp/send-email-otp-forgot-password'], {}, async (request) => {
    await reset.sendResetOtp(app.db, secret, request.body.email, app.clock.now());
    return success({}, 'OTP sent to your email address');
  });

  contractRoute(app, calls['POST /otp/verify-email-otp'], {}, async (request) =>
    success(await reset.verifyResetOtp(app.db, secret, request.body, app.clock.now()), 'OTP verified successfully'),
  );

  contractRoute(app, calls['POST /auth/change-password'], {}, async (request) => {
    await reset.changePasswordWithToken(app.db, secret, request.body, app.clock.now());
    return success({}, 'Password reset successfully');
  });
};
