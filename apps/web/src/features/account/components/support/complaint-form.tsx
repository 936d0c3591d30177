/**
 * The Help and Support request form (shopper spec §2, §3 'Complaint form', §6 messages): name,
 * e-mail, phone, category, subject, priority (Medium unless chosen), an optional order of the
 * customer's own, and the description. Checked with the server's schema (complaintFields).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@shop/domain/accounts/account.responses';
import {
  COMPLAINT_FAILED,
  COMPLAINT_SUBMITTED,
  DEFAULT_TICKET_PRIORITY,
  MAX_TICKET_MESSAGE_LENGTH,
  MAX_TICKET_SUBJECT_LENGTH,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
} from '@shop/domain/support/ticket-rules';
import { complaintFields, type ComplaintFields, type ComplaintFieldsInput } from '@shop/domain/support/ticket.schemas';
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select';
import { TextAreaField } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/toast';
import { hasErrorCode, type ErrorCode } from '../../../../lib/api-client';
import { formatDate, formatRupees } from '../../../../lib/format';
import { useCreateComplaint } from '../../api/create-complaint';
import { myOrdersQueryOptions } from '../../api/get-my-orders';

/** Statuses whose server message says more than the spec's general failure. */
const TOLD_AS_IS: ErrorCode[] = ['VALIDATION_FAILED', 'BAD_REQUEST', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'];

export function ComplaintForm({ user, onSubmitted }: { user: User; onSubmitted: (complaint: Complaint) => void }) {
  const create = useCreateComplaint();
  const orders = useQuery(myOrdersQueryOptions());
  const { register, handleSubmit, formState, control } = useForm<ComplaintFieldsInput, unknown, ComplaintFields>({
    resolver: zodResolver(complaintFields),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      subject: '',
      description: '',
      priority: DEFAULT_TICKET_PRIORITY,
    },
  });
  const { errors } = formState;
  const described = useWatch({ control, name: 'description' })?.length ?? 0;

  const onSubmit = handleSubmit(async (fields) => {
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

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Support request"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 className="text-base font-semibold text-slate-900">Raise a request</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label="Name"
          autoComplete="name"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Category"
          options={[{ value: '', label: 'Choose a category' }, ...TICKET_CATEGORIES]}
          error={errors.category?.message}
          {...register('category')}
        />
        <SelectField
          label="Priority"
          options={TICKET_PRIORITIES}
          error={errors.priority?.message}
          {...register('priority')}
        />
        <SelectField
          label="Order (optional)"
          options={orderOptions}
          error={errors.orderId?.message}
          {...register('orderId', { setValueAs: (v: string) => (v ? v : undefined) })}
        />
      </div>
      <InputField
        label="Subject"
        maxLength={MAX_TICKET_SUBJECT_LENGTH}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label="Description"
        rows={5}
        maxLength={MAX_TICKET_MESSAGE_LENGTH}
        error={errors.description?.message}
        hint={`${described.toLocaleString('en-IN')} / ${MAX_TICKET_MESSAGE_LENGTH.toLocaleString('en-IN')} characters`}
        {...register('description')}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? 'Submitting…' : 'Submit Request'}
        </Button>
      </div>
    </form>
  );
}
