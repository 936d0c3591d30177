/**
 * The bulk order quote form of /b2bpage (shopper spec §3 'Bulk enquiry (customer)', §8, §10;
 * issue 30): company, contact person, e-mail, phone, product, quantity, requirements, expected
 * price, delivery timeline, GST number (optional, checked) and address; a guest or a customer
 * (prefilled) sends it. After sending, a note that we answer within 24 hours.
 */
import type { User } from '@shop/domain/accounts/account.responses';
import { ENQUIRY_CONTACT_HOURS, ENQUIRY_LIMITS } from '@shop/domain/enquiries/enquiry.rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { TextAreaField } from '../../../components/ui/textarea';
import { useEnquiryForm } from '../hooks/use-enquiry-form';

export function BulkQuoteForm({ user }: { user: User | null | undefined }) {
  const [sent, setSent] = useState(false);
  const { form, onSubmit, isPending } = useEnquiryForm(user, () => setSent(true));
  const { register, formState } = form;
  const e = formState.errors;
  const L = ENQUIRY_LIMITS;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Bulk order quote"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="quote-form-heading" className="text-xl font-bold text-slate-900">
          Request a bulk quote
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Tell us what you need. We contact you within {ENQUIRY_CONTACT_HOURS} hours with a quote you can accept and pay
          online.
        </p>
      </div>
      {sent && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800">
          Thank you: we have your request and will contact you within {ENQUIRY_CONTACT_HOURS} hours.
          {user ? (
            <>
              {' '}
              Follow it in{' '}
              <Link to="/profile?section=bulk-request" className="underline">
                Your Bulk Requests
              </Link>
              .
            </>
          ) : null}
        </p>
      )}
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
      <div className="flex justify-end">
        <Button type="submit" isLoading={isPending} className="w-full sm:w-auto">
          {isPending ? 'Sending…' : 'Request Quote'}
        </Button>
      </div>
    </form>
  );
}
