/** Text inputs with a visible label, an optional hint and the field's error message. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const labelClasses = 'mb-1 block text-sm font-medium text-slate-700';

/** The look of every text input and select, storefront and admin. */
export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-400 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 aria-[invalid=true]:border-red-500';

interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something shown inside the field at its right edge (e.g. a show-password button). */
  trailing?: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
}

/** A labelled input; the error is announced and tied to the input with aria-describedby. */
export function InputField({ label, error, hint, trailing, id, className = '', ...rest }: InputFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={`${inputClasses} ${trailing ? 'pr-20' : ''}`}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-2 flex items-center">{trailing}</div>}
      </div>
      {error ? (
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="mt-1 text-sm text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
