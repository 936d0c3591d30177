/** A labelled multi-line text field in the look of the text inputs, with an optional hint and error. */
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { inputClasses, labelClasses } from './input';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: React.Ref<HTMLTextAreaElement>;
}

/** The error (or else the hint) is tied to the field with aria-describedby; the error is announced. */
export function TextAreaField({ label, error, hint, id, className = '', rows = 4, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const messageId = `${fieldId}-message`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`${inputClasses} resize-y`}
        {...rest}
      />
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
