/**
 * Checkout at /checkout (shopper spec §2 checkout, §5; issue 7): signed-in customers only; the
 * saved addresses to choose from, with the add and edit form (decision 028), who receives the
 * delivery, how to pay (the configured payment methods, issue 8), the order summary priced by the server for the chosen address's pincode and the
 * applied coupon (POST /cart/quote), and Proceed to Payment, which rechecks stock, places the order
 * and goes to the payment page. Disabled without an address ('Please add a delivery address') and
 * while the quote is loading or says the cart cannot be ordered. Empty cart: 'Your cart is empty.
 * Please add products to continue.'
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { NO_DELIVERY_ADDRESS } from '@shop/domain/addresses/address-rules';
import type { User } from '@shop/domain/accounts/account.responses';
import { EMPTY_CART } from '@shop/domain/orders/order.schemas';
import { AddressBook } from '../../../shared/addresses/components/address-book';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useAddresses } from '../../../shared/addresses/api/get-addresses';
import { RequireUser } from '../../../shared/session/require-user';
import { useCart, setAppliedCoupon, useAppliedCoupon, useCartQuote } from '../../cart';
import { useLocationPincode } from '../../../shared/location/location-store';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useStartCheckout } from '../api/start-checkout';
import { useDeliveryCheck } from '../hooks/use-delivery-check';
import { contactFormSchema } from '../lib/contact-schema';
import { choiceKey, type PaymentChoice } from '../lib/payment-choices';
import { CheckoutSummary } from './checkout-summary';
import { ContactFields } from './contact-fields';
import { PaymentMethodChoice } from './payment-method-choice';

const FORM_ID = 'checkout-contact-form';

function Checkout({ user }: { user: User }) {
  const cart = useCart();
  const couponCode = useAppliedCoupon();
  const checkout = useStartCheckout();
  const addresses = useAddresses();
  const locationPincode = useLocationPincode({ chosenOnly: true });
  const [chosenId, setChosenId] = useState<string>();
  const methods = usePaymentMethods();
  const [chosenPayment, setChosenPayment] = useState<PaymentChoice>();
  // The shopper's choice while it is still offered, else the first (the sandbox's card in development).
  const offered = methods.data?.flatMap((group) => group.choices);
  const payment = offered?.find((c) => chosenPayment && choiceKey(c) === choiceKey(chosenPayment)) ?? offered?.[0];
  const form = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: user.name, phone: user.phone, email: user.email },
    mode: 'onChange',
  });
  // Read on every render, before the empty-cart return: the form works out isValid on mount only
  // for a state read by then (react-hook-form subscribes on first read).
  const contactValid = form.formState.isValid;
  // The chosen address, else the first saved one (a removed choice falls back the same way).
  const list = addresses.data ?? [];
  const selected = list.find((a) => a._id === chosenId) ?? list[0];
  const delivery = useDeliveryCheck(selected?.pincode ?? '');
  const quote = useCartQuote({ couponCode, pincode: selected?.pincode });

  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="sr-only">Checkout</h1>
        <EmptyState title={EMPTY_CART}>
          <Link to={paths.products()} className={buttonClasses('primary')}>
            Continue Shopping
          </Link>
        </EmptyState>
      </div>
    );
  }

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
  const notice = !selected
    ? NO_DELIVERY_ADDRESS
    : quote.isError
      ? undefined
      : quoteReady && !quote.data.orderable && quote.data.lines.some((line) => line.problem)
        ? 'Some items in your cart need attention. Go back to the cart to fix them.'
        : (delivery.refusal ??
          (quoteReady && !quote.data.orderable ? (quote.data.delivery?.message ?? undefined) : undefined));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Checkout</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="grid gap-6">
          <section
            aria-labelledby="address-heading"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="address-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Delivery Address
            </h2>
            <AddressBook selectedId={selected?._id} onSelect={setChosenId} defaultPincode={locationPincode} />
            {selected && (delivery.isChecking || delivery.deliveryTime || delivery.refusal) && (
              <p
                className={`mt-3 text-sm font-medium ${delivery.refusal ? 'text-red-600' : 'text-green-700'}`}
                aria-live="polite"
              >
                {delivery.isChecking
                  ? 'Checking delivery to this pincode…'
                  : (delivery.refusal ?? delivery.deliveryTime)}
              </p>
            )}
          </section>
          <section
            aria-labelledby="contact-heading"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="contact-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Contact for Delivery
            </h2>
            <form id={FORM_ID} onSubmit={onSubmit} noValidate>
              <ContactFields form={form} />
            </form>
          </section>
          <section
            aria-labelledby="payment-method-heading"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="payment-method-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Payment Method
            </h2>
            <PaymentMethodChoice
              groups={methods.data}
              isLoading={methods.isPending}
              selected={payment}
              onSelect={setChosenPayment}
            />
          </section>
        </div>
        <CheckoutSummary
          quote={quote.data}
          quoteError={quote.isError ? quote.error.message : undefined}
          couponCode={couponCode}
          onRemoveCoupon={removeCoupon}
          formId={FORM_ID}
          isProcessing={processing}
          disabled={
            !selected ||
            !payment ||
            !contactValid ||
            processing ||
            !quoteReady ||
            !quote.data?.orderable ||
            Boolean(delivery.refusal) ||
            delivery.isChecking
          }
          notice={notice}
        />
      </div>
    </div>
  );
}

export function CheckoutPage() {
  return <RequireUser>{(user) => <Checkout user={user} />}</RequireUser>;
}
