/** Who receives the delivery (shopper spec §2 checkout): full name, phone and e-mail, filled from the account. */
import { InputField } from '../../../components/ui/input';
import type { DeferredForm } from '../../../lib/forms/use-deferred-form';
import type { ContactFormInput, ContactFormValues } from '../lib/contact-schema';

export function ContactFields({ form }: { form: DeferredForm<ContactFormInput, ContactFormValues> }) {
  const { field, errors } = form;
  const phone = field('phone');
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
      <InputField
        label="Full name"
        autoComplete="name"
        className="col-span-2 sm:col-span-1"
        error={errors.name?.message}
        {...field('name')}
      />
      <InputField
        label="Phone number"
        className="col-span-2 sm:col-span-1"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.phone?.message}
        {...phone}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, 10);
          return phone.onChange(event);
        }}
      />
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        className="col-span-2"
        error={errors.email?.message}
        {...field('email')}
      />
    </div>
  );
}
