/**
 * "Did you mean" under a search that found nothing (issue 6, "Search that finds parts"): the
 * server's respelling of the query (POST /product/list `suggestion`, which it offers only when
 * it finds something) as a link to its results, with the listing's other filters kept.
 */
import { Link } from 'react-router';
import { writeListingParams, type ListingParams } from '../hooks/use-listing-params';

export function DidYouMean({ suggestion, params }: { suggestion: string; params: ListingParams }) {
  const search = writeListingParams({ ...params, search: suggestion, page: 1 }).toString();
  return (
    <p className="text-base text-slate-700">
      Did you mean{' '}
      <Link
        to={{ search: `?${search}` }}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        “{suggestion}”
      </Link>
      ?
    </p>
  );
}
