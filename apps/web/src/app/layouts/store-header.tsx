/**
 * The header on every store page (storefront spec §2 header): top bar, logo, search with
 * suggestions, location picker, cart, account, then the navigation (a drawer menu under 768 px).
 */
import { AccountMenu } from '../../features/auth/components/account-menu';
import { CartLink } from '../../features/cart/components/cart-link';
import { SearchBox } from '../../features/catalog/components/search-box';
import { LocationPicker } from '../../features/location/components/location-picker';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { TopBar } from './top-bar';

export function StoreHeader() {
  return (
    <header className="relative z-30 bg-white shadow-sm">
      <TopBar />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:flex-nowrap md:gap-6">
        <MobileMenu />
        <Logo />
        <SearchBox className="order-last w-full md:order-none md:max-w-2xl md:flex-1" />
        <LocationPicker className="order-last w-full md:order-none md:w-56 md:shrink-0 lg:w-80" />
        <div className="ml-auto flex items-center gap-1">
          <CartLink />
          <AccountMenu />
        </div>
      </div>
      <MainNav />
    </header>
  );
}
