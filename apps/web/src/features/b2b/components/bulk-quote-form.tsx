/**
 * The bulk order quote form of /b2bpage (shopper spec §3 'Bulk enquiry (customer)', §8, §10;
 * issue 30): company, contact person, e-mail, phone, product, quantity, requirements, expected
 * price, delivery timeline, GST number (optional, checked) and address; a guest or a customer
 * (prefilled) sends it. After sending, a note that we answer within 24 hours.
 */
import type { User } from '@shop/domain/accounts/account.responses';
import { ENQUIRY_CONTACT_HOURS } from '@shop/domain/enquiries/enquiry.rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useEnquiryForm } from '../hooks/use-enquiry-form';
import { BulkQuoteFields } from './bulk-quote-fields';

export function BulkQuoteForm({ user }: { user: User | null | undefined }) {
  const [sent, setSent] = useState(false);
  const { form, onSubmit, isPending } = useEnquiryForm(user, () => setSent(true));

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
      <BulkQuoteFields form={form} />
      <div className="flex justify-end">
        <Button type="submit" isLoading={isPending} className="w-full sm:w-auto">
          {isPending ? 'Sending…' : 'Request Quote'}
        </Button>
      </div>
    </form>
  );
}
