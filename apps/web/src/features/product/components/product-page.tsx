/**
 * The product page at /product/:id (shopper spec §2 product detail): breadcrumb, gallery, buy
 * box, delivery check, trust badges, overview, description and specifications (More Details opens
 * the details popup), the reviews with the Write a Review strip, related products and the sticky
 * buy bar; loading, error (Go Back to Products) and 'Product not found' states. Bulk Orders opens
 * the bulk drawer, kept in the address as ?bulk=1 so the cart can link straight to it; Add to Cart
 * and Buy Now asking for more than the stock open the Insufficient Stock modal.
 */
import { PAGE_TITLES } from '@shop/domain/seo/page-titles.rules';
import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LazySection } from '../../../components/ui/lazy-section';
import { CenteredSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-client';
import { useProduct } from '../api/get-product';
import { useCart } from '../../cart';
import { KEEP_SCROLL } from '../../../lib/routing/scroll-restoration';
import { useDocumentTitle } from '../../../shared/settings/use-document-title';
import type { ProductPageDetail } from '@shop/domain/catalog/product.responses';
import { DeliveryCheck } from './delivery-check';
import { ProductBuyBox } from './product-buy-box';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductTrustBadges } from './product-trust-badges';
import { REVIEWS_SECTION_ID } from './scroll-to-reviews';
import { StickyBuyBar } from './sticky-buy-bar';
import { useAddToCart } from './use-add-to-cart';

// Loaded when first opened: most visits never open them, so the page does not carry their code.
// Below the buy box: the reviews and related products load as they come near the screen, so a
// shopper's first script does not carry them (their data is fetched in the browser either way).
const ProductReviews = lazy(async () => ({ default: (await import('./product-reviews')).ProductReviews }));
const RelatedProducts = lazy(async () => ({ default: (await import('./related-products')).RelatedProducts }));
const BulkDrawer = lazy(async () => ({ default: (await import('./bulk/bulk-drawer')).BulkDrawer }));
const InsufficientStockModal = lazy(async () => ({
  default: (await import('./bulk/insufficient-stock-modal')).InsufficientStockModal,
}));

const never = () => () => {};
/** False in the server render and while hydrating, true after: dialogs open only in the browser. */
const useInBrowser = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/** The bulk drawer's open state, kept in the address (?bulk=1) without a new history entry or a scroll. */
function useBulkParam(): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const setOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('bulk', '1');
        else next.delete('bulk');
        return next;
      },
      { replace: true, state: KEEP_SCROLL },
    );
  return [params.get('bulk') === '1', setOpen];
}

export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const notFound = product.isError && hasErrorCode(product.error, 'NOT_FOUND');
  useDocumentTitle(product.data?.product_name ?? PAGE_TITLES.productNotFound, Boolean(product.data) || notFound);

  if (product.isPending) return <CenteredSpinner className="py-32" size="lg" label="Loading product..." />;
  if (product.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          title={notFound ? 'Product not found' : 'Could not load this product'}
          text={notFound ? 'It may have been removed from the shop.' : product.error.message}
        >
          <Link to={paths.products()} className={buttonClasses('primary')}>
            Go Back to Products
          </Link>
        </EmptyState>
      </div>
    );
  }

  return <ProductView product={product.data} />;
}

function ProductView({ product: p }: { product: ProductPageDetail }) {
  const actions = useRef<HTMLDivElement>(null);
  const inBrowser = useInBrowser();
  const [bulkOpen, setBulkOpen] = useBulkParam();
  const [shortfall, setShortfall] = useState(false);
  const { add, buyNow } = useAddToCart(p, () => setShortfall(true));
  const cart = useCart();
  // The bottom padding keeps the page's end visible above the sticky bar.
  return (
    <div className="mx-auto max-w-7xl px-4 pb-24 pt-6">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={paths.home()} className="hover:text-brand-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link to={paths.products()} className="hover:text-brand-700 hover:underline">
              All Products
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="line-clamp-1 font-medium text-slate-800">
            {p.product_name}
          </li>
        </ol>
      </nav>
      <div className="grid gap-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery
          key={p._id}
          name={p.product_name}
          images={[p.product_image_main, ...p.product_image_sub].filter(Boolean)}
        />
        <div className="flex flex-col gap-5">
          <ProductBuyBox
            key={p._id}
            product={p}
            actionsRef={actions}
            onAdd={add}
            onBuyNow={buyNow}
            onBulk={() => setBulkOpen(true)}
          />
          <DeliveryCheck />
          <ProductTrustBadges />
        </div>
      </div>
      <div className="mt-6">
        <ProductDetails product={p} />
      </div>
      <LazySection key={`reviews-${p._id}`} label="Customer reviews" id={REVIEWS_SECTION_ID} reserve="mt-6 min-h-96">
        <ProductReviews productId={p._id} />
      </LazySection>
      <LazySection key={`related-${p._id}`} label="Related products" reserve="min-h-80">
        <RelatedProducts product={p} />
      </LazySection>
      <StickyBuyBar key={p._id} product={p} target={actions} onAdd={() => add(1)} onBulk={() => setBulkOpen(true)} />
      {inBrowser && (
        <Suspense fallback={null}>
          {bulkOpen && <BulkDrawer key={p._id} product={p} onClose={() => setBulkOpen(false)} />}
          {shortfall && (
            <InsufficientStockModal
              productName={p.product_name}
              available={p.product_instock ? p.no_of_product_instock : 0}
              inCart={cart.quantityOf(p._id)}
              onClose={() => setShortfall(false)}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}
