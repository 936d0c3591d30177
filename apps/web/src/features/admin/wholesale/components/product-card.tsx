/**
 * A catalogue product on the All Products tab (admin spec §2): image, name, category and brand,
 * price before GST with the struck-through MRP, stock badge, 'Wholesale Available' when it has
 * price breaks, 'Add Wholesale' or 'Edit Wholesale', and a delete button for its wholesale pricing.
 */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import type { WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { StockBadge } from '../../../../components/ui/stock-badge';
import { formatRupees } from '../../../../lib/format';
import type { WholesaleAction } from './wholesale-dialogs';

function ProductThumb({ product }: { product: ProductSummary }) {
  return product.product_image_main ? (
    <img
      src={product.product_image_main}
      alt=""
      loading="lazy"
      className="size-16 shrink-0 rounded-lg bg-slate-50 object-contain ring-1 ring-slate-200"
    />
  ) : (
    <div aria-hidden className="size-16 shrink-0 rounded-lg bg-slate-100" />
  );
}

function ProductPrice({ product }: { product: ProductSummary }) {
  return (
    <p className="text-sm">
      <span className="font-semibold text-slate-900">{formatRupees(product.discounted_single_product_price)}</span>
      <span className="text-slate-500"> + GST</span>{' '}
      {product.non_discounted_price > product.discounted_price_with_gst && (
        <s className="text-slate-500">
          <span className="sr-only">MRP </span>
          {formatRupees(product.non_discounted_price)}
        </s>
      )}
    </p>
  );
}

/** The top of both wholesale cards: picture, name, an optional detail line, price before GST with the struck MRP. */
export function ProductCardHead({ product, detail }: { product: ProductSummary; detail?: string }) {
  return (
    <div className="flex gap-3">
      <ProductThumb product={product} />
      <div className="min-w-0 flex-1">
        <h2 className="line-clamp-2 text-sm font-semibold text-slate-900">{product.product_name}</h2>
        {detail && <p className="mt-0.5 truncate text-xs text-slate-500">{detail}</p>}
        <ProductPrice product={product} />
      </div>
    </div>
  );
}

export function ProductCard({
  product,
  wholesale,
  onAction,
}: {
  product: ProductSummary;
  wholesale: WholesaleProduct | undefined;
  onAction: (a: WholesaleAction) => void;
}) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <ProductCardHead
        product={product}
        detail={[product.category_name, product.brand_name, product.SKU].filter(Boolean).join(' · ')}
      />
      <div className="flex flex-wrap gap-2">
        <StockBadge units={product.no_of_product_instock} inStock={product.product_instock} />
        {wholesale && <Badge tone="teal">Wholesale Available</Badge>}
      </div>
      <div className="mt-auto flex gap-2">
        <Button
          size="sm"
          variant={wholesale ? 'outline' : 'primary'}
          className="flex-1"
          onClick={() => onAction({ kind: 'edit', product, entry: wholesale })}
        >
          {wholesale ? 'Edit Wholesale' : 'Add Wholesale'}
        </Button>
        {wholesale && (
          <Button
            size="sm"
            variant="danger"
            aria-label={`Remove wholesale pricing of ${product.product_name}`}
            onClick={() => onAction({ kind: 'remove', product, entry: wholesale })}
          >
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}
