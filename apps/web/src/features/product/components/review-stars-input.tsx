/**
 * The 1–5 star choice of the review form: a radio group (arrow keys move between stars, as for
 * any radio group), each star labelled '1 star' … '5 stars', drawn as stars. Each radio lies
 * invisibly over its star, so a tap on the star is a tap on the radio.
 */
import { useId } from 'react';

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export function ReviewStarsInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">Your rating</legend>
      <div className="flex items-center gap-1">
        {STAR_VALUES.map((stars) => (
          <label
            key={stars}
            className="relative cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className={`text-3xl leading-none ${stars <= value ? 'text-amber-400' : 'text-slate-300'}`}
            >
              ★
            </span>
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600">{value > 0 ? `${value} of 5` : 'Not rated yet'}</span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
