/**
 * The Google signup form's state (shopper spec §4 "Google signup completion", §5 "Google mobile
 * prompt"): only the mobile number (domain's mobileNumberSchema and its messages) and the terms
 * box; the submit sends them with the link's token and the privacy notice's version, says 'Google
 * signup completed successfully!' and goes back to ?from or home.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { GOOGLE_SIGNUP_COMPLETED } from '@shop/domain/accounts/google-sign-in.rules';
import { PRIVACY_NOTICE_VERSION } from '@shop/domain/accounts/privacy-notice.rules';
import { toast } from '../../../components/ui/toast';
import { useCompleteGoogleSignup } from '../api/google-sign-in';
import { safeRedirect } from '../lib/safe-redirect';
import { keepOnly } from './use-signup-form';

/** Gives the mutation, the form, its submit and the mobile input's props, for the link's `token`. */
export function useGoogleSignupForm(token: string) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const from = safeRedirect(searchParams.get('from'));
  const complete = useCompleteGoogleSignup();
  const form = useForm({
    resolver: lazyZodResolver(async () => (await import('../lib/signup-schemas')).googleSignupForm),
    defaultValues: { mobileNumber: '', terms: false },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(({ mobileNumber }) =>
    complete.mutate(
      { mobileNumber, token, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
      {
        onSuccess: () => {
          toast.success(GOOGLE_SIGNUP_COMPLETED);
          navigate(from, { replace: true });
        },
      },
    ),
  );
  const mobileNumber = keepOnly(form.register('mobileNumber'), /\D/g, 10);
  return { complete, form, onSubmit, mobileNumber };
}
