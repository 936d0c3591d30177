/**
 * The pages the newsletter mails link to (issue 30): /newsletter/confirm?token=… confirms the
 * subscription, /newsletter/unsubscribe?token=… ends it (one click: the page acts as it opens).
 * Each says what happened, or why the link did not work, and leads back to the shop.
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useConfirmNewsletter, useUnsubscribeNewsletter } from '../api/newsletter';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-3 space-y-4 text-sm text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Runs `act(token)` once when the page opens (React's double effect in development included). */
function useActOnce(act: (token: string) => void): string | null {
  const [params] = useSearchParams();
  const token = params.get('token');
  const done = useRef(false);
  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    act(token);
  }, [act, token]);
  return token;
}

/** The server's NEWSLETTER_LINK_INVALID, for a page opened without a token (no zod in this chunk). */
const NEWSLETTER_LINK_INVALID =
  'This link is not valid or has expired. Please sign up again with the form at the foot of any page.';

const failed = (message: string) => (
  <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-700">
    {message}
  </p>
);

const home = (
  <Link to={paths.home()} className={buttonClasses('outline')}>
    Continue shopping
  </Link>
);

/** /newsletter/confirm */
export function ConfirmNewsletterPage() {
  const confirm = useConfirmNewsletter();
  const token = useActOnce(confirm.mutate);
  return (
    <Card title="Newsletter">
      {!token && failed(NEWSLETTER_LINK_INVALID)}
      {confirm.isPending && <CenteredSpinner />}
      {confirm.error && failed(confirm.error.message)}
      {confirm.data && (
        <p role="status" className="font-medium text-emerald-800">
          Subscribed. {confirm.data.email} will get our newsletter; every issue has a one-click unsubscribe link.
        </p>
      )}
      {home}
    </Card>
  );
}

/** /newsletter/unsubscribe */
export function UnsubscribeNewsletterPage() {
  const unsubscribe = useUnsubscribeNewsletter();
  const token = useActOnce(unsubscribe.mutate);
  return (
    <Card title="Newsletter">
      {!token && failed(NEWSLETTER_LINK_INVALID)}
      {unsubscribe.isPending && <CenteredSpinner />}
      {unsubscribe.error && failed(unsubscribe.error.message)}
      {unsubscribe.data && (
        <p role="status" className="font-medium text-emerald-800">
          Unsubscribed. {unsubscribe.data.email} will get no more newsletter mails.
        </p>
      )}
      {home}
    </Card>
  );
}
