/**
 * The support request form's state (shopper spec §3 'Complaint form', §6 messages): react-hook-form
 * checked with the server's schema (complaintFields) and filled with the customer's name, e-mail and
 * phone; the customer's own orders as options; the submit that toasts the spec's messages.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { User } from '@shop/domain/accounts/account.responses';
import { COMPLAINT_FAILED, COMPLAINT_SUBMITTED, DEFAULT_TICKET_PRIORITY } from '@shop/domain/support/ticket.rules';
import type { ComplaintFields, ComplaintFieldsInput } from '@shop/domain/support/ticket.schemas';
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { hasErrorCode, type ErrorCode } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { useCreateComplaint } from '../api/create-complaint';
import { myOrdersQueryOptions } from '../api/get-my-orders';

/** Statuses whose server message says more than the spec's general failure. */
const TOLD_AS_IS: ErrorCode[] = ['VALIDATION_FAILED', 'BAD_REQUEST', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'];

/** Takes the signed-in user and what to do with the saved complaint; gives the form, its submit and the order options. */
export function useComplaintForm(user: User, onSubmitted: (complaint: Complaint) => void) {
  const create = useCreateComplaint();
  const orders = useQuery(myOrdersQueryOptions());
  const form = useForm<ComplaintFieldsInput, unknown, ComplaintFields>({
    resolver: lazyZodResolver(async () => (await import('@shop/domain/support/ticket.schemas')).complaintFields),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      subject: '',
      description: '',
      priority: DEFAULT_TICKET_PRIORITY,
    },
  });
  const described = useWatch({ control: form.control, name: 'description' })?.length ?? 0;

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      const { complaint } = await create.mutateAsync(fields);
      toast.success(COMPLAINT_SUBMITTED);
      onSubmitted(complaint);
    } catch (error) {
      toast.error(hasErrorCode(error, ...TOLD_AS_IS) ? error.message : COMPLAINT_FAILED);
    }
  });

  const orderOptions = [
    { value: '', label: 'Not about an order' },
    ...(orders.data ?? []).map((o) => ({
      value: o._id,
      label: `#${o._id.slice(-8).toUpperCase()} · ${formatDate(o.created_at)} · ${formatRupees(o.totalPrice)}`,
    })),
  ];

  return { create, form, described, onSubmit, orderOptions };
}
