/** Popular locations (storefront spec §2, §9): 10 on desktop, the first 5 on phones; each is looked up by its pincode. */
import {
  POPULAR_LOCATIONS,
  POPULAR_LOCATIONS_DESKTOP,
  POPULAR_LOCATIONS_MOBILE,
} from '@shop/domain/locations/location-picker.rules';
import { SpinnerRing } from '../../../components/ui/spinner';

interface PopularLocationsProps {
  /** The pincode being looked up, if any. */
  busyPincode: string | null;
  onChoose: (pincode: string) => void;
}

export function PopularLocations({ busyPincode, onChoose }: PopularLocationsProps) {
  return (
    <section aria-label="Popular locations" className="mt-4">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Popular locations</h3>
      <ul className="grid grid-cols-2 gap-2">
        {POPULAR_LOCATIONS.slice(0, POPULAR_LOCATIONS_DESKTOP).map((place, index) => (
          <li key={place.pincode} className={index >= POPULAR_LOCATIONS_MOBILE ? 'hidden md:block' : undefined}>
            <button
              type="button"
              onClick={() => onChoose(place.pincode)}
              disabled={busyPincode !== null}
              aria-busy={busyPincode === place.pincode}
              className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-left text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50 disabled:opacity-60"
            >
              <span className="font-medium">{place.city}</span>
              {busyPincode === place.pincode ? (
                <SpinnerRing size="sm" className="text-brand-600" />
              ) : (
                <span className="text-xs text-slate-600">{place.pincode}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
