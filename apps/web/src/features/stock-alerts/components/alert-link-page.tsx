/**
 * The pages the alert mails link to (issue 29): /stock-alerts/confirm?token=… turns a guest's
 * alert on, /stock-alerts/unsubscribe?token=… stops every alert of the address (one click: the
 * page acts as it opens). Each says what happened, or why the link did not work.
 */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { LinkFailed, LinkResultCard } from '../../../components/ui/link-result-card';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useActOnce } from '../../../hooks/use-act-once';
import { useConfirmAlert, useUnsubscribeAlerts } from '../api/stock-alerts';

const NO_TOKEN = 'This link is not valid or has expired. Please ask for the alert again on the product page.';

/** /stock-alerts/confirm */
export function ConfirmAlertPage() {
  const confirm = useConfirmAlert();
  const token = useActOnce(confirm.mutate);
  const alert = confirm.data?.alert;
  return (
    <LinkResultCard title="Back-in-stock alert">
      {!token && <LinkFailed message={NO_TOKEN} />}
      {confirm.isPending && <CenteredSpinner />}
      {confirm.error && <LinkFailed message={confirm.error.message} />}
      {alert && (
        <>
          <p role="status" className="font-medium text-emerald-800">
            Confirmed. We will e-mail {alert.email} once, when {alert.product_name} is back in stock.
          </p>
          <Link to={paths.product(alert.product_id)} className={buttonClasses('outline')}>
            Back to {alert.product_name}
          </Link>
        </>
      )}
    </LinkResultCard>
  );
}

/** /stock-alerts/unsubscribe */
export function UnsubscribeAlertsPage() {
  const unsubscribe = useUnsubscribeAlerts();
  const token = useActOnce(unsubscribe.mutate);
  const result = unsubscribe.data;
  return (
    <LinkResultCard title="Back-in-stock mails">
      {!token && <LinkFailed message={NO_TOKEN} />}
      {unsubscribe.isPending && <CenteredSpinner />}
      {unsubscribe.error && <LinkFailed message={unsubscribe.error.message} />}
      {result && (
        <p role="status" className="font-medium text-emerald-800">
          Unsubscribed. {result.email} will get no more back-in-stock mails
          {result.stopped > 0 ? ` (${result.stopped} alert${result.stopped === 1 ? '' : 's'} stopped)` : ''}.
        </p>
      )}
      <Link to={paths.home()} className={buttonClasses('outline')}>
        Continue shopping
      </Link>
    </LinkResultCard>
  );
}
