/** Buttons and button-looking links: teal primary, orange accent (Buy Now), outline, neutral secondary, ghost, danger. */
import type { ButtonHTMLAttributes } from 'react';
import { SpinnerRing } from './spinner';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  accent: 'bg-accent-600 text-white hover:bg-accent-700 focus-visible:outline-accent-600',
  outline: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
  secondary:
    'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-brand-600',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-400',
  danger: 'border border-red-200 bg-white text-red-600 hover:bg-red-50 focus-visible:outline-red-500',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** The classes of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    extra,
  ].join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
}

/**
 * A button; while isLoading it is disabled, says aria-busy and shows a ring in its text colour. The ring
 * is decorative, so the accessible name stays the button's text ('Update Status', not 'Loading Update Status').
 */
export function Button({
  variant,
  size,
  isLoading,
  className = '',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses(variant, size, className)}
      {...rest}
    >
      {isLoading && <SpinnerRing size="sm" />}
      {children}
    </button>
  );
}
