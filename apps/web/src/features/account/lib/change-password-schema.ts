/** The change-password form's schema: the current password, then the new one twice with the signup rules. */
import type { z } from 'zod';
import { newPasswordForm } from '@shop/domain/accounts/password-reset.schemas';
import { accountPasswordBody } from '@shop/domain/accounts/profile.schemas';

export const changePasswordForm = newPasswordForm.and(accountPasswordBody.pick({ currentPassword: true }));
export type ChangePasswordFields = z.infer<typeof changePasswordForm>;
