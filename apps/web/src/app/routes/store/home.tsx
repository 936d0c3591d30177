/** The home page at / (storefront spec §2 "Home page"): categories, promo banner, trust badges, product strip. */
import { CategoryTiles } from '../../../features/catalog/components/category-tiles';
import { ProductStrip } from '../../../features/catalog/components/product-strip';
import { PromoBanner } from '../../../features/home/components/promo-banner';
import { TrustBadges } from '../../../features/home/components/trust-badges';

export function HomeRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:py-8">
      <h1 className="sr-only">MakerShop: electronics and maker parts</h1>
      <CategoryTiles />
      <PromoBanner />
      <TrustBadges />
      <ProductStrip />
    </div>
  );
}
