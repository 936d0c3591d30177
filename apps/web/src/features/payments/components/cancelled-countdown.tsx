/**
 * The cancelled pages' way home (shopper spec §4: "Cancelled redirects home after 3 seconds"): a
 * note that counts the seconds down, a link for those who do not wait, and Stay on this page for
 * those who want the page's buttons (Try Again, Back to Cart…), since a page may not move on
 * before a person can read it (WCAG 2.2.1).
 */
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCountdownHome } from '../../../hooks/use-countdown-home';

/** Seconds before a cancelled page goes home (shopper spec §4). */
export const CANCELLED_HOME_SECONDS = 3;

export function CancelledCountdown() {
  const { left, running, stop } = useCountdownHome(CANCELLED_HOME_SECONDS);
  if (!running) return null;
  return (
    <div className="mx-auto mt-4 max-w-md rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" role="status">
      <p>
        Taking you to the home page in {left} second{left === 1 ? '' : 's'}…
      </p>
      <p className="mt-1 flex flex-wrap justify-center gap-x-4 gap-y-1">
        <Link to={paths.home()} replace className="font-semibold text-brand-700 underline">
          Go now
        </Link>
        <button type="button" onClick={stop} className="font-semibold text-brand-700 underline">
          Stay on this page
        </button>
      </p>
    </div>
  );
}
