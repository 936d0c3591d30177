/**
 * The business enquiry page /b2bpage (storefront spec §2 'Business enquiry page'; issue 30): Who
 * We Are, trust cards, the brands strip, online presence with Shop Now, the sectors, the bulk quote
 * form (prefilled for a signed-in customer) and the customer reviews, scrolled into view on load
 * as the spec says (after the form, so the form stays one scroll up).
 */
import { useEffect } from 'react';
import { useSession } from '../../../shared/session/get-session';
import { usePublicSettings } from '../../../shared/settings/get-public-settings';
import { B2bIntro } from './b2b-intro';
import { B2bReviews } from './b2b-reviews';
import { B2bSectors } from './b2b-sectors';
import { BrandStrip } from './brand-strip';
import { BulkQuoteForm } from './bulk-quote-form';

export function B2bPage() {
  const session = useSession();
  const { shopName } = usePublicSettings();
  useEffect(() => {
    document.getElementById('customer-section')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6">
      <B2bIntro shopName={shopName} />
      <BrandStrip />
      <B2bSectors />
      <BulkQuoteForm user={session.isPending ? undefined : session.data} />
      <B2bReviews />
    </div>
  );
}
