/**
 * The cart's coupon box (shopper spec §2 Cart, §5, §8): the code is upper-cased and checked
 * with POST /coupon/validate-coupon; an accepted code is kept (coupon-store) and the quote
 * prices with it. Messages: 'Please enter a coupon code', 'This coupon has expired', the
 * server's refusal or 'Invalid or expired coupon', 'Coupon applied! {pct}% discount',
 * 'Coupon removed'; and the quote's couponMessage when the kept code no longer applies.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { setAppliedCoupon } from '../lib/coupon-store';
import { formatRupees } from '../../../lib/format';
import { useValidateCoupon } from '../api/validate-coupon';

const EMPTY_CODE = 'Please enter a coupon code';
const FALLBACK = 'Invalid or expired coupon';

interface CouponBoxProps {
  /** The kept code, if any. */
  applied?: string;
  /** What the quote took off for it, rupees; undefined while not applied or not known. */
  discount?: number;
  /** Why the quote did not apply the kept code (e.g. below its minimum order value). */
  couponMessage?: string | null;
}

export function CouponBox({ applied, discount, couponMessage }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const validate = useValidateCoupon();
  const id = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) return setError(EMPTY_CODE);
    setError(undefined);
    validate.mutate(wanted, {
      onSuccess: (coupon) => {
        setAppliedCoupon(coupon.code);
        setCode('');
        toast.success(`Coupon applied! ${coupon.discountPercentage}% discount`);
      },
      onError: (failure) => setError(failure.message || FALLBACK),
    });
  };

  const remove = () => {
    setAppliedCoupon(undefined);
    toast.success('Coupon removed');
  };

  if (applied) {
    return (
      <div className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <p className="text-green-900">
            Coupon <strong className="font-mono">{applied}</strong> applied
            {discount !== undefined && !couponMessage && (
              <span className="block text-green-800">You save {formatRupees(discount)} before GST</span>
            )}
          </p>
          <Button variant="ghost" size="sm" onClick={remove}>
            Remove<span className="sr-only"> coupon {applied}</span>
          </Button>
        </div>
        {couponMessage && (
          <p role="status" className="mt-2 font-medium text-amber-800">
            {couponMessage}
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="e.g. MAKER10"
          className={`${inputClasses} min-w-0 flex-1 font-mono uppercase`}
        />
        <Button type="submit" variant="outline" isLoading={validate.isPending}>
          Apply
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
