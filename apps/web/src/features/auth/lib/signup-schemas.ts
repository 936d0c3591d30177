/**
 * The sign-up forms' schemas: domain's signupBody plus the terms box, and the Google sign-up's
 * mobile number plus the terms box. Loaded when a form first validates (lib/lazy-zod-resolver.ts).
 */
import { z } from 'zod';
import { signupBody } from '@shop/domain/accounts/auth.schemas';
import { mobileNumberSchema } from '@shop/domain/accounts/google-auth.schemas';

const terms = z
  .boolean()
  .refine((agreed) => agreed, { error: 'You must agree to the Terms of Use and Privacy Policy' });

export const signupForm = signupBody.extend({ terms });

export const googleSignupForm = z.object({ mobileNumber: mobileNumberSchema, terms });
