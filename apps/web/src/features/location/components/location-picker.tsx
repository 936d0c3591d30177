/**
 * The header's location picker (storefront spec §2 header, §4): the shopper's place ('Detecting...',
 * 'pincode, city, state', the city alone, 'Location not found' or 'Geolocation not supported')
 * with the delivery estimate, and a panel to use the current position, search, or pick a popular
 * location. Detection starts after the first render, when no place is remembered.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { getLocationSnapshot, useLocationState } from '../../../shared/location/location-store';
import { useDismiss } from '../../../lib/use-dismiss';
import { describeLocation } from '../lib/describe-location';
import { PinIcon } from '../../../components/ui/icons';

// The panel loads when first wanted (pointer over or focus on the button), not with every page.
const loadPanel = () => import('./location-panel');
const LocationPanel = lazy(() => loadPanel().then((module) => ({ default: module.LocationPanel })));

export function LocationPicker({ className = '' }: { className?: string }) {
  const state = useLocationState();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);
  useEffect(() => {
    // Detection code loads only for a visitor with no remembered place, after the first paint.
    if (getLocationSnapshot().status === 'detecting')
      void import('../lib/detect-location').then((module) => module.detectOnStart());
  }, []);

  const { text, estimate } = describeLocation(state);
  const served = state.location?.serviceable ?? false;
  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="flex w-full min-w-0 items-center gap-2 rounded-lg px-2 py-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <PinIcon className="size-5 shrink-0 text-brand-700" />
        <span className="min-w-0 flex-1 leading-tight">
          <span className="sr-only">Delivery location: </span>
          <span className="block truncate text-sm font-semibold text-slate-900" data-testid="location-text">
            {text}
          </span>
          <span
            className={`block truncate text-xs ${served ? 'text-green-700' : 'text-slate-600'}`}
            data-testid="delivery-estimate"
          >
            {estimate || 'Choose your delivery location'}
          </span>
        </span>
        <ChevronDownIcon
          className={`size-4 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <Suspense fallback={null}>
          <LocationPanel id={panelId} onChosen={close} />
        </Suspense>
      )}
    </div>
  );
}
