/**
 * The bulk quote form's state (shopper spec §3, §8; issue 30): react-hook-form checked with the
 * server's schema (enquiryFields: GSTIN optional but checked), prefilled from the signed-in
 * customer (name, e-mail, phone, company, GSTIN, first address); the submit toasts the spec's messages.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { User } from '@shop/domain/accounts/account.responses';
import { ENQUIRY_FAILED, ENQUIRY_SUBMITTED } from '@shop/domain/enquiries/enquiry.rules';
import type { EnquiryFields, EnquiryFieldsInput } from '@shop/domain/enquiries/enquiry.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { hasErrorCode, type ErrorCode } from '../../../lib/api-client';
import { useSubmitEnquiry } from '../api/bulk-enquiries';

/** Refusals whose server message says more than the spec's general failure. */
const TOLD_AS_IS: ErrorCode[] = ['VALIDATION_FAILED', 'BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'];

const EMPTY: EnquiryFieldsInput = {
  companyName: '',
  contactPerson: '',
  email: '',
  phone: '',
  productName: '',
  quantity: '',
  description: '',
  expectedPrice: '',
  deliveryTimeline: '',
  gstNumber: '',
  address: '',
};

function prefillOf(user: User | null | undefined): EnquiryFieldsInput {
  if (!user) return EMPTY;
  return {
    ...EMPTY,
    companyName: user.companyName,
    contactPerson: user.name,
    email: user.email,
    phone: user.phone,
    gstNumber: user.gstNumber,
    address: user.address[0] ?? '',
  };
}

/** The form for `user` (null for a guest); `onSent` runs after the server took it. */
export function useEnquiryForm(user: User | null | undefined, onSent: () => void) {
  const submit = useSubmitEnquiry();
  const form = useForm<EnquiryFieldsInput, unknown, EnquiryFields>({
    resolver: lazyZodResolver(async () => (await import('@shop/domain/enquiries/enquiry.schemas')).enquiryFields),
    defaultValues: prefillOf(user),
  });
  const { reset } = form;
  useEffect(() => reset(prefillOf(user)), [user, reset]);

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      await submit.mutateAsync(fields);
      toast.success(ENQUIRY_SUBMITTED);
      reset(prefillOf(user));
      onSent();
    } catch (error) {
      toast.error(hasErrorCode(error, ...TOLD_AS_IS) ? error.message : ENQUIRY_FAILED);
    }
  });
  return { form, onSubmit, isPending: submit.isPending };
}
