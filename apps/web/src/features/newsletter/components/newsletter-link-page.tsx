/**
 * The pages the newsletter mails link to (issue 30): /newsletter/confirm?token=… confirms the
 * subscription, /newsletter/unsubscribe?token=… ends it (one click: the page acts as it opens).
 * Each says what happened, or why the link did not work, and leads back to the shop.
 */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { LinkFailed, LinkResultCard } from '../../../components/ui/link-result-card';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useActOnce } from '../../../hooks/use-act-once';
import { useConfirmNewsletter, useUnsubscribeNewsletter } from '../api/newsletter';

/** The server's NEWSLETTER_LINK_INVALID, for a page opened without a token (no zod in this chunk). */
const NEWSLETTER_LINK_INVALID =
  'This link is not valid or has expired. Please sign up again with the form at the foot of any page.';

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
    <LinkResultCard title="Newsletter">
      {!token && <LinkFailed message={NEWSLETTER_LINK_INVALID} />}
      {confirm.isPending && <CenteredSpinner />}
      {confirm.error && <LinkFailed message={confirm.error.message} />}
      {confirm.data && (
        <p role="status" className="font-medium text-emerald-800">
          Subscribed. {confirm.data.email} will get our newsletter; every issue has a one-click unsubscribe link.
        </p>
      )}
      {home}
    </LinkResultCard>
  );
}

/** /newsletter/unsubscribe */
export function UnsubscribeNewsletterPage() {
  const unsubscribe = useUnsubscribeNewsletter();
  const token = useActOnce(unsubscribe.mutate);
  return (
    <LinkResultCard title="Newsletter">
      {!token && <LinkFailed message={NEWSLETTER_LINK_INVALID} />}
      {unsubscribe.isPending && <CenteredSpinner />}
      {unsubscribe.error && <LinkFailed message={unsubscribe.error.message} />}
      {unsubscribe.data && (
        <p role="status" className="font-medium text-emerald-800">
          Unsubscribed. {unsubscribe.data.email} will get no more newsletter mails.
        </p>
      )}
      {home}
    </LinkResultCard>
  );
}
