/** The page for an address the shop does not have. */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';

export function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="sr-only">Page not found</h1>
      <EmptyState title="Page not found" text="The page you were looking for does not exist or has moved.">
        <Link to={paths.home()} className={buttonClasses('primary')}>
          Go to Home
        </Link>
        <Link to={paths.products()} className={buttonClasses('outline')}>
          Browse Products
        </Link>
      </EmptyState>
    </div>
  );
}
