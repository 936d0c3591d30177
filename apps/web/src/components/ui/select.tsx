/** A native select with a visible label, in the same look as the text inputs. */
import { useId, type SelectHTMLAttributes } from 'react';
import { inputClasses, labelClasses } from './input';

export type SelectOption = string | { value: string; label: string };

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** The field's error, announced and tied to the select with aria-describedby. */
  error?: string;
  ref?: React.Ref<HTMLSelectElement>;
}

export function SelectField({ label, options, error, id, className = '', ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClasses}>
        {label}
      </label>
      <select
        id={selectId}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...rest}
      >
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {error && (
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
