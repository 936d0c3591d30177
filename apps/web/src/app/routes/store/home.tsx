/**
 * The home page at / (storefront spec §2 "Home page", in its order): category tiles, the
 * Model 5 promo, trust badges, the hero slideshow with the featured product, the tabbed product
 * strip, the drone-parts block, promo tiles, the reels strip, customer feedback and the brand
 * strip, and the Latest Blogs block.
 *
 * What a phone shows first renders at once; every section below the hero loads its code and
 * data only when it comes near the viewport (LazySection), in a box of its own height.
 */
import { lazy } from 'react';
import { LazySection } from '../../../components/ui/lazy-section';
import { LatestBlogsSection } from '../../../features/blog/components/latest-blogs-section';
import { CategoryTiles } from '../../../features/catalog/components/category-tiles';
import { HeroSlideshow } from '../../../features/home/components/hero-slideshow';
import { PromoBanner } from '../../../features/home/components/promo-banner';
import { TrustBadges } from '../../../features/home/components/trust-badges';
import { NewsStrip } from '../../../features/news';

const ProductStrip = lazy(async () => ({
  default: (await import('../../../features/catalog/components/product-strip')).ProductStrip,
}));
const DronePartsBlock = lazy(async () => ({
  default: (await import('../../../features/catalog/components/drone-parts-block')).DronePartsBlock,
}));
const PromoTiles = lazy(async () => ({
  default: (await import('../../../features/home/components/promo-tiles')).PromoTiles,
}));
const ReelsStrip = lazy(async () => ({
  default: (await import('../../../features/home/components/reels-strip')).ReelsStrip,
}));
const Testimonials = lazy(async () => ({
  default: (await import('../../../features/home/components/testimonials')).Testimonials,
}));
const BrandStrip = lazy(async () => ({
  default: (await import('../../../features/catalog/components/brand-strip')).BrandStrip,
}));

export function HomeRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:py-8">
      <h1 className="sr-only">MakerShop: electronics and maker parts</h1>
      <CategoryTiles />
      <PromoBanner />
      <TrustBadges />
      <HeroSlideshow />
      <LazySection label="Product picks" reserve="min-h-[30rem]">
        <ProductStrip />
      </LazySection>
      <LazySection label="Drone parts" reserve="min-h-[36rem]">
        <DronePartsBlock />
      </LazySection>
      <LazySection label="Promotions" reserve="min-h-40">
        <PromoTiles />
      </LazySection>
      <LazySection label="Reels" reserve="min-h-[40rem] lg:min-h-[32rem]" margin="300px">
        <ReelsStrip />
      </LazySection>
      <LazySection label="Customer feedback" reserve="min-h-80">
        <Testimonials />
      </LazySection>
      <LazySection label="Brands" reserve="min-h-32">
        <BrandStrip />
      </LazySection>
      <LatestBlogsSection />
      <NewsStrip />
    </div>
  );
}
