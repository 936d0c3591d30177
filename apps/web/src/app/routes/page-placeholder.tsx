/**
 * What the server renders in the place of a shopper's own page (cart, checkout, account), and what
 * the browser shows until it draws the page (decision 093): a loading status, as the page's own
 * session check shows. The layout's <main> keeps the footer below the first screen meanwhile.
 */
import { CenteredSpinner } from '../../components/ui/spinner';

export function PagePlaceholder() {
  return <CenteredSpinner className="py-24" />;
}
