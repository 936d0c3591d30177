/**
 * The support request's contact row (shopper spec §3 'Complaint form'): name, e-mail and phone,
 * filled from the account and editable.
 */
import type { ComplaintFieldsInput } from '@shop/domain/support/ticket.schemas';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField } from '../../../../components/ui/input';

/** Takes the form's register and errors; renders the three inputs in a grid row. */
export function ComplaintContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<ComplaintFieldsInput>;
  errors: FieldErrors<ComplaintFieldsInput>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <InputField label="Name" autoComplete="name" maxLength={100} error={errors.name?.message} {...register('name')} />
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
  );
}
