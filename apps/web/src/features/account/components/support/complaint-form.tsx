/**
 * The Help and Support request form (shopper spec §2, §3 'Complaint form', §6 messages): name,
 * e-mail, phone, category, subject, priority (Medium unless chosen), an optional order of the
 * customer's own, and the description. Checked with the server's schema (complaintFields).
 */
import type { User } from '@shop/domain/accounts/account.responses';
import {
  MAX_TICKET_MESSAGE_LENGTH,
  MAX_TICKET_SUBJECT_LENGTH,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
} from '@shop/domain/support/ticket.rules';
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { Button } from '../../../../components/ui/button';
import { InputField } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select';
import { TextAreaField } from '../../../../components/ui/textarea';
import { useComplaintForm } from '../../hooks/use-complaint-form';
import { ComplaintContactFields } from './complaint-contact-fields';

/** The form; `onSubmitted` gets the saved complaint (the section then shows its confirmation). */
export function ComplaintForm({ user, onSubmitted }: { user: User; onSubmitted: (complaint: Complaint) => void }) {
  const { create, form, described, onSubmit, orderOptions } = useComplaintForm(user, onSubmitted);
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Support request"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 className="text-base font-semibold text-slate-900">Raise a request</h3>
      <ComplaintContactFields register={register} errors={errors} />
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
