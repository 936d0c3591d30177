/** The bulk quote form's fields (shopper spec §3), with the server's limits and the schema's messages. */
import { ENQUIRY_LIMITS as L } from '@shop/domain/enquiries/enquiry.rules';
import type { EnquiryFields, EnquiryFieldsInput } from '@shop/domain/enquiries/enquiry.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { InputField } from '../../../components/ui/input';
import { TextAreaField } from '../../../components/ui/textarea';

interface FieldsProps {
  form: UseFormReturn<EnquiryFieldsInput, unknown, EnquiryFields>;
}

function ContactFields({ form }: FieldsProps) {
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Company name"
          maxLength={L.companyName}
          autoComplete="organization"
          error={e.companyName?.message}
          {...register('companyName')}
        />
        <InputField
          label="Contact person"
          maxLength={L.contactPerson}
          autoComplete="name"
          error={e.contactPerson?.message}
          {...register('contactPerson')}
        />
        <InputField label="E-mail" type="email" autoComplete="email" error={e.email?.message} {...register('email')} />
        <InputField
          label="Phone"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          error={e.phone?.message}
          {...register('phone')}
        />
      </div>
    </>
  );
}

function OrderFields({ form }: FieldsProps) {
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Product name"
          maxLength={L.productName}
          error={e.productName?.message}
          {...register('productName')}
        />
        <InputField
          label="Quantity (units)"
          type="number"
          min={1}
          inputMode="numeric"
          error={e.quantity?.message}
          {...register('quantity')}
        />
        <InputField
          label="Expected price (optional)"
          maxLength={L.expectedPrice}
          placeholder="e.g. ₹420 a unit"
          error={e.expectedPrice?.message}
          {...register('expectedPrice')}
        />
        <InputField
          label="Delivery timeline (optional)"
          maxLength={L.deliveryTimeline}
          placeholder="e.g. within 2 weeks"
          error={e.deliveryTimeline?.message}
          {...register('deliveryTimeline')}
        />
        <InputField
          label="GST number (optional)"
          maxLength={20}
          placeholder="27AAPFU0939F1ZV"
          error={e.gstNumber?.message}
          {...register('gstNumber')}
        />
      </div>
      <TextAreaField
        label="Delivery address"
        rows={2}
        maxLength={L.address}
        error={e.address?.message}
        {...register('address')}
      />
      <TextAreaField
        label="Requirements (optional)"
        rows={4}
        maxLength={L.description}
        error={e.description?.message}
        {...register('description')}
      />
    </>
  );
}

/** Contact, then the order's fields. */
export function BulkQuoteFields({ form }: FieldsProps) {
  return (
    <>
      <ContactFields form={form} />
      <OrderFields form={form} />
    </>
  );
}
