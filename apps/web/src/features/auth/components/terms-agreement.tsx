/**
 * The signup forms' "I agree to the Terms of Use and Privacy Policy" box (shopper spec §5), with its
 * message; the two names link /terms and /privacy (shopper spec §2), opened in a new tab so the
 * form keeps what was typed.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { paths } from '../../../config/paths';

export function TermsAgreement({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          aria-invalid={error ? true : undefined}
          {...field}
        />
        <span>
          I agree to the{' '}
          <a href={paths.terms()} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            Terms of Use
          </a>{' '}
          and{' '}
          <a href={paths.privacy()} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </a>
        </span>
      </label>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
