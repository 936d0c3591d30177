/**
 * The shop's delivery and GST terms above the cart and checkout (decision 097), the shipping
 * policy's own, from the public settings the layout reads on the server: 'Free delivery above ₹499
 * (before GST). GST is worked out for your delivery address, and every order comes with a GST tax
 * invoice.' ('Free delivery on every order.' when the threshold is 0.)
 */
import { freeDeliveryLabel } from '@shop/domain/pricing/shipping.rules';
import { usePublicSettings } from '../settings/get-public-settings';

export function DeliveryTerms() {
  const { freeShippingThresholdRupees } = usePublicSettings();
  return (
    <p className="mb-4 text-sm text-slate-600">
      <span className="font-medium text-green-700">{freeDeliveryLabel(freeShippingThresholdRupees)}</span>
      {freeShippingThresholdRupees > 0 && ' (before GST)'}. GST is worked out for your delivery address, and every order
      comes with a GST tax invoice.
    </p>
  );
}
