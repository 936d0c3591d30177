/**
 * The picker's search (storefront spec §5): a place name, a six-digit pincode or 'lat, lon'; up to
 * 5 places appear as the shopper types (after 300 ms), and Enter takes the first.
 */
import { locationText } from '@shop/domain/locations/location-picker.rules';
import { MAX_LOCATION_QUERY_LENGTH } from '@shop/domain/locations/location-query.rules';
import type { Location } from '@shop/domain/locations/location.responses';
import { useId, useState } from 'react';
import { SpinnerRing } from '../../../components/ui/spinner';
import { inputClasses } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLocationSearch } from '../api/search-locations';

const SEARCH_DELAY_MS = 300;

interface LocationSearchProps {
  onChoose: (location: Location) => void;
  onSubmit: (q: string) => void;
  isSubmitting: boolean;
}

export function LocationSearch({ onChoose, onSubmit, isSubmitting }: LocationSearchProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useLocationSearch(q);
  const inputId = useId();
  const results = q === text.trim() ? (search.data ?? []) : [];

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSubmit(text.trim());
      }}
    >
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        Search a place, pincode or 'lat, lon'
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="search"
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_LOCATION_QUERY_LENGTH}
          placeholder="e.g. Pune, 201301 or 28.58, 77.33"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClasses} pr-9`}
        />
        {(isSubmitting || search.isFetching) && (
          <SpinnerRing size="sm" className="absolute right-3 top-3 text-brand-600" />
        )}
      </div>
      {results.length > 0 && (
        <ul aria-label="Matching places" className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {results.map((place) => (
            <li key={`${place.postcode ?? ''}-${place.city}`}>
              <button
                type="button"
                onClick={() => onChoose(place)}
                className="block w-full px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="block text-sm font-medium text-slate-900">{locationText(place)}</span>
                <span className="block truncate text-xs text-slate-600">{place.fullAddress}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {q.length > 0 && q === text.trim() && search.isSuccess && results.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">No matching place found</p>
      )}
    </form>
  );
}
