/**
 * What the server renders in the place of a shopper's own page (the account), or of the part of
 * the cart and checkout only the browser can draw, and what the browser shows until it draws it
 * (decisions 093 and 097): a loading status, as the page's own session check shows. The layout's
 * <main> keeps the footer below the first screen meanwhile.
 */
import { CenteredSpinner } from './spinner';

export function PagePlaceholder() {
  return <CenteredSpinner className="py-24" />;
}
