/**
 * Checkout at /checkout (shopper spec §2 checkout): signed-in customers only; delivery address
 * (saved ones selectable), order summary, and Proceed to Payment, which places the order and
 * goes to the payment page. Empty cart: 'Your cart is empty. Please add products to continue.'
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EMPTY_CART } from '@shop/domain/orders/order.schemas';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { RequireUser } from '../../../lib/auth/require-user';
import { useCart } from '../../../lib/cart/cart-context';
import { useLiveCart } from '../../../lib/cart/use-live-cart';
import { useLocationPincode } from '../../../lib/location/location-store';
import type { User } from '@shop/domain/accounts/account.responses';
import { useStartCheckout } from '../api/start-checkout';
import { usePincodeFill } from '../hooks/use-pincode-fill';
import { addressFormSchema, type AddressFormInput } from '../lib/address-schema';
import { parseAddress } from '../lib/parse-address';
import { AddressFields } from './address-fields';
import { CheckoutSummary } from './checkout-summary';
import { NEW_ADDRESS, SavedAddresses } from './saved-addresses';

const FORM_ID = 'checkout-address-form';

/** A new address starts from the pincode of the location the shopper chose in the header (issue 6). */
function initialValues(user: User, saved: number, locationPincode: string): AddressFormInput {
  const address = saved === NEW_ADDRESS ? { shippingAddress: '', city: '', state: '', pincode: locationPincode } : parseAddress(user.address[saved] ?? '');
  return { name: user.name, phone: user.phone, email: user.email, ...address };
}

function Checkout({ user }: { user: User }) {
  const cart = useCart();
  const live = useLiveCart();
  const checkout = useStartCheckout();
  const locationPincode = useLocationPincode({ chosenOnly: true });
  const [saved, setSaved] = useState(user.address.length > 0 ? 0 : NEW_ADDRESS);
  const form = useForm({ resolver: zodResolver(addressFormSchema), defaultValues: initialValues(user, saved, locationPincode), mode: 'onChange' });
  const pincode = usePincodeFill(form);

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

  const selectSaved = (index: number) => {
    setSaved(index);
    const values = initialValues(user, index, locationPincode);
    const { name, phone, email } = form.getValues();
    form.reset({ ...values, name, phone, email });
    if (index !== NEW_ADDRESS) void form.trigger();
  };
  const onSubmit = form.handleSubmit((address) =>
    checkout.mutate({ order: { ...address, products: cart.items.map(({ product_id, quantity }) => ({ product_id, quantity })) } }),
  );

  const processing = checkout.isPending || checkout.isSuccess;
  const notice = !live.isLoading && !live.isOrderable ? 'Some items in your cart need attention. Go back to the cart to fix them.' : pincode.refusal;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Checkout</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="address-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="address-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Delivery Address
          </h2>
          <SavedAddresses addresses={user.address} selected={saved} onSelect={selectSaved} />
          <form id={FORM_ID} onSubmit={onSubmit} noValidate>
            <AddressFields form={form} pincode={pincode} />
          </form>
        </section>
        <CheckoutSummary
          live={live}
          formId={FORM_ID}
          isProcessing={processing}
          disabled={!form.formState.isValid || processing || live.isLoading || !live.isOrderable || Boolean(pincode.refusal) || pincode.isChecking}
          notice={notice}
        />
      </div>
    </div>
  );
}

export function CheckoutPage() {
  return <RequireUser>{(user) => <Checkout user={user} />}</RequireUser>;
}
