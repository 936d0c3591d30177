/**
 * Account Details in edit mode (shopper spec §2 "Profile edit toggles between view and edit mode",
 * §5 rules and messages): first and last name (letters and spaces), phone (optional, 10 digits,
 * only digits typed), the e-mail shown read-only. Save answers 'Profile updated successfully!';
 * a refusal shows the server's message or 'Failed to update profile'.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useForm } from 'react-hook-form';
import type { User } from '@shop/domain/accounts/account.responses';
import type { ProfileFields } from '@shop/domain/accounts/profile.schemas';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { ServerError } from '../../auth';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const save = useUpdateProfile(user._id);
  const form = useForm<ProfileFields>({
    resolver: lazyZodResolver(async () => (await import('@shop/domain/accounts/profile.schemas')).profileFields),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((fields) =>
    save.mutate(fields, {
      onSuccess: () => {
        toast.success('Profile updated successfully!');
        onDone();
      },
    }),
  );
  const phone = form.register('phone');

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <ServerError message={save.error ? save.error.message || 'Failed to update profile' : undefined} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <InputField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <InputField
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        hint="10 digits, without +91. Leave empty to remove it."
        error={errors.phone?.message}
        {...phone}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, 10);
          void phone.onChange(event);
        }}
      />
      <InputField label="Email" value={user.email} readOnly disabled hint="The e-mail cannot be changed." />
      <div className="flex gap-2">
        <Button type="submit" isLoading={save.isPending}>
          Save
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
