/**
 * The floating chat link (storefront spec §2): WhatsApp click-to-chat with the shop's support
 * phone from the store settings, bottom-right on every store page but the cart and checkout, and
 * never on admin paths. On phones it sits above the bottom edge, where pages put their sticky Add
 * to Cart bar, so it never covers it; the cart's summary and the checkout's address form and
 * Proceed to Payment fill the whole width there, so on those two pages it is not shown at all
 * (issue 27 item 14): nothing floats over the shopper's purchase.
 */
import { useLocation } from 'react-router';
import { isAdminPath, paths } from '../../config/paths';
import { whatsAppHref } from '../../config/site';
import { usePublicSettings } from '../../shared/settings/get-public-settings';

/** The pages where buying happens: no floating link over their forms and summaries. */
const PURCHASE_PATHS: ReadonlySet<string> = new Set([paths.cart(), paths.checkout()]);

export function ChatLink() {
  const { pathname } = useLocation();
  const href = whatsAppHref(usePublicSettings().supportPhone);
  if (!href || isAdminPath(pathname) || PURCHASE_PATHS.has(pathname.replace(/\/+$/, ''))) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed bottom-24 right-4 z-40 flex size-12 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#128c4a] md:bottom-6 md:right-6 md:size-14"
    >
      <svg viewBox="0 0 24 24" className="size-7" fill="currentColor" aria-hidden="true">
        <path d="M12.04 2a9.9 9.9 0 0 0-8.5 14.98L2 22l5.16-1.5A9.9 9.9 0 1 0 12.04 2Zm0 18.1a8.2 8.2 0 0 1-4.18-1.15l-.3-.18-3.06.89.9-2.98-.2-.31a8.2 8.2 0 1 1 6.84 3.73Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.56.13-.16.24-.64.8-.78.96-.15.17-.29.19-.54.06a6.7 6.7 0 0 1-3.34-2.92c-.25-.43.25-.4.72-1.34.08-.16.04-.3-.02-.43-.06-.12-.56-1.34-.76-1.84-.2-.48-.4-.41-.56-.42h-.47a.9.9 0 0 0-.66.31 2.77 2.77 0 0 0-.86 2.06 4.8 4.8 0 0 0 1 2.56 11 11 0 0 0 4.21 3.72c1.57.68 2.18.74 2.97.62.48-.07 1.46-.6 1.67-1.18.2-.58.2-1.07.14-1.18-.06-.1-.22-.16-.47-.29Z" />
      </svg>
    </a>
  );
}
