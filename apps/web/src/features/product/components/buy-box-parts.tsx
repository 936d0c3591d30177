/**
 * The product page's buy section, its top parts (shopper spec §2, §5): the brand, name, stars
 * (a link down to the reviews), SKU and brand; then the price with MRP and percent off, the GST
 * note, the country of origin (and importer), the free delivery threshold and how many sold in the
 * last 24 hours.
 */
import type { ProductPageDetail } from '@shop/domain/catalog/product.responses';
import { freeDeliveryLabel } from '@shop/domain/pricing/shipping.rules';
import { Price } from '../../../components/ui/price';
import { StarRating } from '../../../components/ui/star-rating';
import { usePublicSettings } from '../../../shared/settings/get-public-settings';
import { scrollToReviews } from './scroll-to-reviews';

/** The product's name (the page's h1) with its brand, rating and SKU. */
export function BuyBoxHeading({ product }: { product: ProductPageDetail }) {
  return (
    <div>
      <p className="text-sm font-medium text-brand-700">{product.brand_name || product.category_name}</p>
      <h1 className="mt-1 text-xl font-bold leading-snug text-slate-900 sm:text-2xl">{product.product_name}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
        <button
          type="button"
          onClick={scrollToReviews}
          className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {/* Named by its content (the rating's own label), not aria-label: a label that leaves out
              the visible '4.0 (3)' fails WCAG 2.5.3, label in name. */}
          <StarRating stars={product.review_stars} reviews={product.no_of_reviews} size="md" />
          <span className="sr-only">: go to the reviews</span>
        </button>
        <span>SKU: {product.SKU}</span>
        {product.brand_name && <span>Brand: {product.brand_name}</span>}
      </div>
    </div>
  );
}

/**
 * Where the product is made, and who imported it when not India (E-Commerce Rules 2020 r.6(5)(d):
 * before purchase). A page document stored before these fields existed has neither: every product
 * then was India's (the column's default), which is what it shows.
 */
function ProductOrigin({ product }: { product: ProductPageDetail }) {
  const country = product.country_of_origin || 'India';
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="country-of-origin">
      Country of origin: <span className="font-medium text-slate-800">{country}</span>
      {product.importer_details && (
        <span className="block">
          Imported by: <span className="text-slate-800">{product.importer_details}</span>
        </span>
      )}
    </p>
  );
}

/** The price card. */
export function BuyBoxPrice({ product }: { product: ProductPageDetail }) {
  const settings = usePublicSettings();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <Price
        withGst={product.discounted_price_with_gst}
        beforeGst={product.discounted_single_product_price}
        mrp={product.non_discounted_price}
        discount={product.discount}
        size="lg"
      />
      <p className="mt-1 text-sm text-slate-600">GST {product.gst_rate}% included. The MRP includes all taxes.</p>
      <ProductOrigin product={product} />
      <p className="mt-1 text-sm font-medium text-green-700">
        {freeDeliveryLabel(settings.freeShippingThresholdRupees)}
      </p>
      {product.sold_last_24h > 0 && (
        <p className="mt-1 text-sm font-medium text-orange-700">
          {product.sold_last_24h.toLocaleString('en-IN')} sold in the last 24 hours
        </p>
      )}
    </div>
  );
}
