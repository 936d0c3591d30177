/**
 * The picker's panel (storefront spec §2, §4): 'Use current location', a search for a place,
 * pincode or 'lat, lon' whose first result Enter takes, and the popular locations (10 on
 * desktop, 5 on phones). Whatever the shopper chooses is remembered and closes the panel.
 */
import { LOCATION_NOT_FOUND, LOCATION_SEARCH_FAILED } from '@shop/domain/locations/location-picker.rules';
import type { Location } from '@shop/domain/locations/location.responses';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SpinnerRing } from '../../../components/ui/spinner';
import { setLocationState } from '../../../shared/location/location-store';
import { locationSearchQueryOptions } from '../api/search-locations';
import { CrosshairIcon } from '../../../components/ui/icons';
import { LocationSearch } from './location-search';
import { PopularLocations } from './popular-locations';

interface LocationPanelProps {
  id: string;
  /** Called once a place is chosen (the picker closes and takes focus back). */
  onChosen: () => void;
}

export function LocationPanel({ id, onChosen }: LocationPanelProps) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'position' | string | null>(null);

  const choose = (location: Location) => {
    setLocationState({ status: 'found', location }, 'local');
    onChosen();
  };

  /** Searches `q` and takes the first place (Enter in the search, a popular location). */
  const chooseFirst = async (q: string, busyKey: string) => {
    setBusy(busyKey);
    setMessage('');
    try {
      const [first] = await queryClient.fetchQuery(locationSearchQueryOptions(q));
      if (first) choose(first);
      // The search's own list already says 'No matching place found'.
      else if (busyKey !== 'search') setMessage(LOCATION_NOT_FOUND);
    } catch {
      setMessage(LOCATION_SEARCH_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const useCurrent = async () => {
    setBusy('position');
    setMessage('');
    try {
      // The detection code is the one file the picker loads on start for a visitor with no place yet.
      const problem = await (await import('../lib/detect-location')).locateCurrentPosition();
      if (problem) setMessage(problem);
      else onChosen();
    } catch {
      setMessage(LOCATION_NOT_FOUND);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="absolute inset-x-0 top-full z-40 mt-2 rounded-xl border border-slate-200 bg-white p-4 shadow-xl md:left-0 md:right-auto md:w-96"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        Choose your delivery location
      </h2>
      <button
        type="button"
        onClick={useCurrent}
        disabled={busy !== null}
        aria-busy={busy === 'position'}
        className="mt-3 flex w-full items-center gap-2 rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {busy === 'position' ? <SpinnerRing size="sm" /> : <CrosshairIcon className="size-4" />}
        {busy === 'position' ? 'Detecting...' : 'Use current location'}
      </button>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-red-600">
        {message}
      </p>
      <LocationSearch onChoose={choose} onSubmit={(q) => chooseFirst(q, 'search')} isSubmitting={busy === 'search'} />
      <PopularLocations busyPincode={busy} onChoose={(pincode) => chooseFirst(pincode, pincode)} />
    </div>
  );
}
