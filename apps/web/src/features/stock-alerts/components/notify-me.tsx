/**
 * "Notify me when it's back" under an out-of-stock product's buy box (issue 29 "Back-in-stock
 * alerts"). A signed-in customer asks with one button (the alert goes to their account's e-mail)
 * and sees, on coming back, that it waits, with a way to stop it; a guest types an e-mail and is
 * told to confirm it with the link we mail.
 */
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useForm } from 'react-hook-form';
import type { GuestAlertForm } from '@shop/domain/stock-alerts/stock-alerts.schemas';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input';
import { useSession } from '../../../shared/session/get-session';
import { ServerError } from '../../auth';
import { useCancelAlert, useMyAlerts, useRequestAlert } from '../api/stock-alerts';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="notify-me-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:max-w-md"
    >
      <h2 id="notify-me-heading" className="text-sm font-semibold text-slate-900">
        Notify me when it&apos;s back
      </h2>
      {children}
    </section>
  );
}

function Done({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p role="status" className="mt-2 text-sm text-emerald-800">
      {text}
    </p>
  );
}

function GuestForm({ productId }: { productId: string }) {
  const request = useRequestAlert();
  const form = useForm<GuestAlertForm>({
    resolver: lazyZodResolver(
      async () => (await import('@shop/domain/stock-alerts/stock-alerts.schemas')).guestAlertForm,
    ),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(({ email }) => request.mutate({ productId, email }));
  if (request.data) return <Done text={request.data.message} />;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 space-y-2">
      <p className="text-sm text-slate-600">We will write once, when it is in stock again.</p>
      <InputField
        label="Your email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" isLoading={request.isPending}>
        Notify me
      </Button>
      <ServerError message={request.error?.message} />
    </form>
  );
}

function CustomerAlert({ productId, email }: { productId: string; email: string }) {
  const mine = useMyAlerts(true);
  const request = useRequestAlert();
  const cancel = useCancelAlert();
  const open = mine.data?.find(
    (alert) => alert.product_id === productId && (alert.status === 'active' || alert.status === 'pending'),
  );
  if (mine.isPending) return null;
  if (open)
    return (
      <div className="mt-2 space-y-2">
        <Done text={`We will e-mail ${open.email} when it is back in stock.`} />
        <Button variant="ghost" size="sm" onClick={() => cancel.mutate(open._id)} isLoading={cancel.isPending}>
          Stop this alert
        </Button>
        <ServerError message={cancel.error?.message} />
      </div>
    );
  return (
    <div className="mt-2 space-y-2">
      <p className="text-sm text-slate-600">We will write once to {email}, when it is in stock again.</p>
      <Button onClick={() => request.mutate({ productId })} isLoading={request.isPending}>
        Notify me
      </Button>
      <ServerError message={request.error?.message} />
    </div>
  );
}

/** The alert box for the out-of-stock product `productId`. */
export function NotifyMe({ productId }: { productId: string }) {
  const session = useSession();
  if (session.isPending) return null;
  return (
    <Frame>
      {session.data ? (
        <CustomerAlert productId={productId} email={session.data.email} />
      ) : (
        <GuestForm productId={productId} />
      )}
    </Frame>
  );
}
