/** A native select with a visible label, in the same look as the text inputs. */
import { useId, type SelectHTMLAttributes } from 'react';
import { inputClasses, labelClasses } from './input';

export type SelectOption = string | { value: string; label: string };

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
}

export function SelectField({ label, options, id, className = '', ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClasses}>
        {label}
      </label>
      <select id={selectId} className={inputClasses} {...rest}>
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}
