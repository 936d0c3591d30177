/**
 * Finding the shopper's place (storefront spec §4). On start, when nothing is remembered: the
 * browser's position if the site may already read it, else a guess from the IP address (asking
 * for the position on page load would prompt every new visitor, and Lighthouse counts it against
 * the page). 'Use current location' asks the browser; when that fails the IP address answers.
 */
import {
  GEOLOCATION_DENIED,
  LOCATION_NOT_FOUND,
  NO_ADDRESS_DATA,
  NO_GEOLOCATION,
  REVERSE_GEOCODING_FAILED,
} from '@shop/domain/locations/location-picker.rules';
import type { Location } from '@shop/domain/locations/location.responses';
import { hasErrorCode } from '../../../lib/api-client';
import { getLocationSnapshot, setLocationState } from '../../../shared/location/location-store';
import { locateByIp } from '../api/locate-by-ip';
import { reverseGeocode } from '../api/reverse-geocode';
import { browserPosition, geolocationSupported, PositionError, positionAllowed } from './browser-position';

async function fromBrowser(): Promise<Location> {
  return reverseGeocode(await browserPosition());
}

/** The IP address's place, or null when unknown or the call fails. */
function fromIp(): Promise<Location | null> {
  return locateByIp().catch(() => null);
}

/** The place from the IP address, kept for the session; otherwise the spec's failure state. */
async function fallBackToIp(): Promise<void> {
  const location = await fromIp();
  if (location) setLocationState({ status: 'found', location, guessed: true }, 'session');
  else setLocationState({ status: geolocationSupported() ? 'not-found' : 'unsupported' });
}

let started = false;

/** Runs once per page load, and only while the state is still 'detecting' (nothing remembered). */
export function detectOnStart(): void {
  if (started || getLocationSnapshot().status !== 'detecting') return;
  started = true;
  void (async () => {
    if (geolocationSupported() && (await positionAllowed())) {
      try {
        setLocationState({ status: 'found', location: await fromBrowser() }, 'local');
        return;
      } catch {
        // Fall through to the IP address.
      }
    }
    // The shopper may have chosen a place meanwhile: never overwrite a choice with a guess.
    if (getLocationSnapshot().status === 'detecting') await fallBackToIp();
  })();
}

/** What the shopper is told when their position could not be used. */
function whyNot(error: unknown): string {
  if (error instanceof PositionError) {
    if (error.reason === 'unsupported') return NO_GEOLOCATION;
    if (error.reason === 'denied') return GEOLOCATION_DENIED;
    return LOCATION_NOT_FOUND;
  }
  if (hasErrorCode(error, 'NOT_FOUND')) return NO_ADDRESS_DATA;
  return REVERSE_GEOCODING_FAILED;
}

/**
 * 'Use current location': the browser's position, remembered. On failure the IP address's place
 * (for the session) or 'Location not found'; returns the message saying why the position failed,
 * or undefined on success.
 */
export async function locateCurrentPosition(): Promise<string | undefined> {
  try {
    setLocationState({ status: 'found', location: await fromBrowser() }, 'local');
    return undefined;
  } catch (error) {
    await fallBackToIp();
    return whyNot(error);
  }
}
