/**
 * The product listing at /product and /allproducts (storefront spec §2): the heading the filters
 * name, the search banner, then the listing itself (ProductListing).
 */
import { listingNames, PAGE_TITLES } from '@shop/domain/seo/page-titles.rules';
import { useListingParams } from '../hooks/use-listing-params';
import { ProductListing } from './product-listing';
import { SearchBanner } from './search-banner';

export function ListingPage() {
  const { params, update } = useListingParams();
  const names = listingNames(params);
  const heading = names.subcategory ?? names.category ?? names.brand ?? PAGE_TITLES.listing;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      {params.search && <SearchBanner search={params.search} onClear={() => update({ search: '' })} />}
      <ProductListing heading="Products" headingHidden />
    </div>
  );
}
