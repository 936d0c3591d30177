/**
 * Account → Privacy (issue 29 "Your data"; Digital Personal Data Protection Act, 2023): a copy of
 * everything the shop keeps about the customer (built by a job and mailed as a link that expires),
 * and Delete my account (password asked again, then a confirmation that says what goes and what
 * the law makes the shop keep). The grievance contact is on the privacy policy page.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DeleteAccountBody } from '@shop/domain/privacy/privacy.schemas';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField, ServerError } from '../../auth';
import { useDeleteAccount, useRequestDataCopy } from '../api/privacy';

const card = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function DataCopy() {
  const copy = useRequestDataCopy();
  return (
    <section aria-labelledby="data-copy-heading" className={card}>
      <h3 id="data-copy-heading" className="font-semibold text-slate-900">
        Download my data
      </h3>
      <p className="text-sm text-slate-600">
        One JSON file with your profile, addresses, orders, support tickets, return requests, reviews and back-in-stock
        alerts. We build it and e-mail you a link that works for 48 hours, only when you are signed in.
      </p>
      <ServerError message={copy.error?.message} />
      {copy.data ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {copy.data.message}
        </p>
      ) : (
        <Button variant="outline" onClick={() => copy.mutate()} isLoading={copy.isPending}>
          Email me a copy of my data
        </Button>
      )}
    </section>
  );
}

function DeleteAccount() {
  const erase = useDeleteAccount();
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useForm<DeleteAccountBody>({
    resolver: lazyZodResolver(async () => (await import('@shop/domain/privacy/privacy.schemas')).deleteAccountBody),
    defaultValues: { password: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(({ password }) => setConfirming(password));
  if (erase.data)
    return (
      <section className={card}>
        <p role="status" className="font-medium text-emerald-800">
          {erase.data.message}
        </p>
        <Button onClick={() => window.location.assign('/')}>Continue to the shop</Button>
      </section>
    );
  return (
    <section aria-labelledby="delete-heading" className={`${card} border-red-200`}>
      <h3 id="delete-heading" className="font-semibold text-red-700">
        Delete my account
      </h3>
      <p className="text-sm text-slate-600">
        Your profile, addresses, saved cart and alerts are erased at once and you are signed out everywhere. Indian tax
        law makes us keep your orders and invoices for 72 months, without your name, phone or address; your reviews
        stay, signed &ldquo;A customer&rdquo;.
      </p>
      <ServerError message={erase.error?.message} />
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" variant="danger">
          Delete my account
        </Button>
      </form>
      {confirming !== null && (
        <Modal
          title="Delete your account?"
          description="This cannot be undone."
          onClose={() => setConfirming(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Keep my account
              </Button>
              <Button
                variant="danger"
                isLoading={erase.isPending}
                onClick={() => erase.mutate(confirming, { onSettled: () => setConfirming(null) })}
              >
                Yes, delete it
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-700">
            You will be signed out on every device and will not be able to sign in to this account again.
          </p>
        </Modal>
      )}
    </section>
  );
}

export function PrivacySection() {
  return (
    <section aria-labelledby="privacy-heading" className="space-y-4">
      <h2 id="privacy-heading" className="text-xl font-bold text-slate-900">
        Privacy
      </h2>
      <DataCopy />
      <DeleteAccount />
    </section>
  );
}
