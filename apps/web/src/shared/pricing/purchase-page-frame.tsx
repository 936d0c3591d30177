/**
 * The frame of the cart and checkout pages (decision 097), rendered on the server for everyone:
 * the page's heading and the shop's delivery and GST terms, the shipping policy's own, from the
 * public settings the layout reads on the server ('Free delivery above ₹499 (before GST). GST is
 * worked out for your delivery address, and every order comes with a GST tax invoice.'; 'Free
 * delivery on every order.' when the threshold is 0). Below them, `children`, which only the
 * browser draws (the shopper's cart and session): the page placeholder until then.
 */
import type { ReactNode } from 'react';
import { freeDeliveryLabel } from '@shop/domain/pricing/shipping.rules';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { ClientOnly } from '../../lib/routing/client-only';
import { usePublicSettings } from '../settings/get-public-settings';

function DeliveryTerms() {
  const { freeShippingThresholdRupees } = usePublicSettings();
  return (
    <p className="mb-4 text-sm text-slate-600">
      <span className="font-medium text-green-700">{freeDeliveryLabel(freeShippingThresholdRupees)}</span>
      {freeShippingThresholdRupees > 0 && ' (before GST)'}. GST is worked out for your delivery address, and every order
      comes with a GST tax invoice.
    </p>
  );
}

/** `heading`: the h1's content, the same element before and after hydrating (its LCP). */
export function PurchasePageFrame({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{heading}</h1>
      <DeliveryTerms />
      <ClientOnly fallback={<PagePlaceholder />}>{children}</ClientOnly>
    </div>
  );
}
