/**
 * The OTP as six boxes, one digit each (shopper spec §5: exactly 6 digits, one per box, digits
 * only, paste supported). Typing moves to the next box, Backspace on an empty box to the one
 * before, arrows move between them; a pasted code (or a phone's one-time-code autofill into the
 * first box) fills every box. Written here, not taken from a library: the OTP inputs on npm
 * inject a <style> element, which the shop's Content-Security-Policy refuses.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@shop/domain/accounts/password-reset.schemas';

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

export function OtpBoxes({
  value,
  onChange,
  error,
  labelledBy,
}: {
  /** The digits typed so far (0 to 6). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The id of the element that names the code (the page's label). */
  labelledBy: string;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();
  const chars = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const setAt = (index: number, typed: string) => {
    const digits = digitsOf(typed);
    if (digits.length > 1) {
      // Autofill or a fast typist: the digits fill from this box on.
      const next = digitsOf(value.slice(0, index) + digits);
      onChange(next);
      focus(next.length);
      return;
    }
    const next = chars.map((c, i) => (i === index ? digits : c)).join('');
    onChange(next);
    if (digits) focus(index + 1);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !chars[index]) {
      event.preventDefault();
      onChange(value.slice(0, Math.max(0, index - 1)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    onChange(digits);
    focus(digits.length);
  };

  return (
    <div>
      <div role="group" aria-labelledby={labelledBy} className="flex justify-between gap-2">
        {chars.map((char, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={char}
            onChange={(event) => setAt(index, event.target.value)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={index === 0 ? OTP_LENGTH : 1}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            className="h-12 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500 sm:h-14"
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
