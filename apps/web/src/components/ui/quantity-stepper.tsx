/**
 * A quantity stepper, min 1 and max the stock (shopper spec §5): trying to go past the stock
 * calls onLimit so the page can say 'Only {n} items available in stock'.
 */
interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  onLimit?: (max: number) => void;
  label?: string;
  disabled?: boolean;
}

export function QuantityStepper({ value, max, onChange, onLimit, label = 'Quantity', disabled }: QuantityStepperProps) {
  const change = (next: number) => {
    if (!Number.isFinite(next) || next < 1) return;
    if (next > max && next > value) {
      onLimit?.(max);
      if (value < max) onChange(max);
      return;
    }
    // Coming down from more than the stock (the stock fell since it was added) lands on the stock.
    onChange(Math.min(next, Math.max(1, max)));
  };
  const buttonClass =
    'flex size-9 items-center justify-center text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300';
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
      <button type="button" className={buttonClass} disabled={disabled || value <= 1} onClick={() => change(value - 1)}>
        <span aria-hidden="true">−</span>
        <span className="sr-only">Decrease {label.toLowerCase()}</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={1}
        max={Math.max(1, max)}
        value={value}
        disabled={disabled}
        onChange={(event) => change(Number.parseInt(event.target.value, 10))}
        className="h-9 w-12 border-x border-slate-300 text-center text-sm font-semibold [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button type="button" className={buttonClass} disabled={disabled} onClick={() => change(value + 1)}>
        <span aria-hidden="true">+</span>
        <span className="sr-only">Increase {label.toLowerCase()}</span>
      </button>
    </div>
  );
}
