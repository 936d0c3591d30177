/**
 * Checkout at /checkout (shopper spec §2 checkout, §5; issue 7): signed-in customers only; the
 * saved addresses to choose from, with the add and edit form (decision 028), who receives the
 * delivery, how to pay (the configured payment methods, issue 8), the order summary priced by the server for the chosen address's pincode and the
 * applied coupon (POST /cart/quote), and Proceed to Payment, which rechecks stock, places the order
 * and goes to the payment page. Disabled without an address ('Please add a delivery address') and
 * while the quote is loading or says the cart cannot be ordered. Empty cart: 'Your cart is empty.
 * Please add products to continue.'
 */
import { lazy } from 'react';
import { Link } from 'react-router';
import type { User } from '@shop/domain/accounts/account.responses';
import { EMPTY_CART } from '@shop/domain/orders/order-form.rules';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LazySection } from '../../../components/ui/lazy-section';
import { paths } from '../../../config/paths';
import { PurchasePageFrame } from '../../../shared/pricing/purchase-page-frame';
import { RequireUser } from '../../../shared/session/require-user';
import { useCheckout } from '../hooks/use-checkout';
import { ContactFields } from './contact-fields';
import { DeliveryAddressSection } from './delivery-address-section';
import { PaymentMethodChoice } from './payment-method-choice';

const FORM_ID = 'checkout-contact-form';
// Below a phone's first screens, after the address, contact and payment sections: its code (and
// the price lines') loads when it comes near the viewport (decision 099); beside them on a desktop.
const CheckoutSummary = lazy(async () => ({ default: (await import('./checkout-summary')).CheckoutSummary }));

/** What Checkout shows for an empty cart: 'Your cart is empty. Please add products to continue.' */
function CheckoutEmpty() {
  return (
    <div className="mx-auto max-w-3xl py-6">
      <EmptyState title={EMPTY_CART}>
        <Link to={paths.products()} className={buttonClasses('primary')}>
          Continue Shopping
        </Link>
      </EmptyState>
    </div>
  );
}

function Checkout({ user }: { user: User }) {
  const {
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
  } = useCheckout(user);

  if (cart.items.length === 0) {
    return <CheckoutEmpty />;
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
      <div className="grid gap-6">
        <DeliveryAddressSection
          selected={selected}
          onSelect={setChosenId}
          defaultPincode={locationPincode}
          delivery={delivery}
          savedCount={user.address.length}
        />
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
      <LazySection label="Order Summary" reserve="min-h-96">
        <CheckoutSummary
          quote={quote.data}
          quoteError={quote.isError ? quote.error.message : undefined}
          couponCode={couponCode}
          onRemoveCoupon={removeCoupon}
          formId={FORM_ID}
          isProcessing={processing}
          disabled={disabled}
          notice={notice}
        />
      </LazySection>
    </div>
  );
}

/**
 * The page: its frame (the heading and the delivery terms) rendered on the server for everyone, and
 * the rest in the browser, for a signed-in customer (others are sent to log in; decision 097).
 */
export function CheckoutPage() {
  return (
    <PurchasePageFrame heading="Checkout">
      <RequireUser>{(user) => <Checkout user={user} />}</RequireUser>
    </PurchasePageFrame>
  );
}
