/**
 * Checkout's state (shopper spec §2 checkout, §5; issue 7): the cart and coupon, the chosen address
 * (else the first saved one) and its delivery check, the payment method, the contact form, the
 * server's quote for the address's pincode, and Proceed to Payment's submit, notice and whether it
 * is enabled.
 */
import type { User } from '@shop/domain/accounts/account.responses';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useDeferredForm } from '../../../lib/forms/use-deferred-form';
import { useAddresses } from '../../../shared/addresses/api/get-addresses';
import { useLocationPincode } from '../../../shared/location/location-store';
import { setAppliedCoupon, useAppliedCoupon, useCart, useCartQuote } from '../../cart';
import { useStartCheckout } from '../api/start-checkout';
import { checkoutNotice } from '../lib/checkout-notice';
import { useDeliveryCheck } from './use-delivery-check';
import { usePaymentChoice } from './use-payment-choice';

/** Takes the signed-in user (the contact form's defaults); gives what the page renders and its handlers. */
export function useCheckout(user: User) {
  const cart = useCart();
  const couponCode = useAppliedCoupon();
  const checkout = useStartCheckout();
  const addresses = useAddresses();
  const locationPincode = useLocationPincode({ chosenOnly: true });
  const [chosenId, setChosenId] = useState<string>();
  const { methods, payment, setChosenPayment } = usePaymentChoice();
  // Its library loads when a field is touched or Proceed pressed (decision 099), and it is checked
  // on change and on submit, never on mount: a check loads zod (about 25 KB, decision 082) and the
  // defaults are the customer's own details; Proceed's submit checks them first.
  const form = useDeferredForm({
    schema: async () => (await import('../lib/contact-schema')).contactFormSchema,
    defaultValues: { name: user.name, phone: user.phone, email: user.email },
    mode: 'onChange',
  });
  const contactValid = Object.keys(form.errors).length === 0;
  // The chosen address, else the first saved one (a removed choice falls back the same way).
  const list = addresses.data ?? [];
  const selected = list.find((a) => a._id === chosenId) ?? list[0];
  const delivery = useDeliveryCheck(selected?.pincode ?? '');
  const quote = useCartQuote({ couponCode, pincode: selected?.pincode });

  const onSubmit = form.handleSubmit((contact) => {
    if (!selected) return;
    checkout.mutate({
      items: cart.items,
      addressId: selected._id,
      pincode: selected.pincode,
      couponCode,
      contact,
      payment,
    });
  });
  const removeCoupon = () => {
    setAppliedCoupon(undefined);
    toast.success('Coupon removed');
  };

  const processing = checkout.isPending || checkout.isSuccess;
  // While a changed address or coupon is re-priced the last figures stay on screen, but are not the order's.
  const quoteReady = quote.data !== undefined && !quote.isPlaceholderData && !quote.isError;
  const notice = checkoutNotice({
    hasAddress: Boolean(selected),
    readyQuote: quoteReady ? quote.data : undefined,
    quoteFailed: quote.isError,
    deliveryRefusal: delivery.refusal,
  });
  const disabled =
    !selected ||
    !payment ||
    !contactValid ||
    processing ||
    !quoteReady ||
    !quote.data?.orderable ||
    Boolean(delivery.refusal) ||
    delivery.isChecking;
  return {
    cart,
    couponCode,
    locationPincode,
    selected,
    setChosenId,
    methods,
    payment,
    setChosenPayment,
    form,
    delivery,
    quote,
    onSubmit,
    removeCoupon,
    processing,
    notice,
    disabled,
  };
}
