/**
 * The shopper's location, shared by the header's picker, the product page's delivery check and
 * checkout (storefront spec §4; issue 6): its state ('detecting', a place, 'not found',
 * 'unsupported') read through useSyncExternalStore. A place the shopper chose or the browser
 * gave is remembered in localStorage 'location'; one guessed from the IP address only for the
 * session, so a better answer replaces it next time.
 */
import type { Location } from '@shop/domain/locations/location.responses';
import { useSyncExternalStore } from 'react';

export type LocationStatus = 'detecting' | 'found' | 'not-found' | 'unsupported';

export interface LocationState {
  status: LocationStatus;
  /** Set when status is 'found'. */
  location?: Location;
  /** The place was guessed from the IP address rather than chosen or given by the browser. */
  guessed?: boolean;
}

/** How long a place is kept: 'local' across visits, 'session' for this tab's session, 'none' not at all. */
export type Keep = 'local' | 'session' | 'none';

export const LOCATION_STORAGE_KEY = 'location';
const listeners = new Set<() => void>();

function isLocation(value: unknown): value is Location {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.postcode === null || typeof v.postcode === 'string') &&
    typeof v.city === 'string' &&
    typeof v.state === 'string' &&
    typeof v.serviceable === 'boolean' &&
    (v.deliveryTime === null || typeof v.deliveryTime === 'string')
  );
}

function read(storage: () => Storage): Location | undefined {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(LOCATION_STORAGE_KEY) ?? 'null');
    return isLocation(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function initialState(): LocationState {
  if (typeof window === 'undefined') return { status: 'detecting' };
  const chosen = read(() => window.localStorage);
  if (chosen) return { status: 'found', location: chosen };
  const guessed = read(() => window.sessionStorage);
  return guessed ? { status: 'found', location: guessed, guessed: true } : { status: 'detecting' };
}

let state: LocationState = initialState();

/** The current state; the same object until it changes. */
export function getLocationSnapshot(): LocationState {
  return state;
}

function write(storage: () => Storage, location: Location | undefined): void {
  try {
    if (location) storage().setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
    else storage().removeItem(LOCATION_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the place then lasts as long as the page.
  }
}

/** Sets the state and keeps a found place as `keep` says; tells every subscriber. */
export function setLocationState(next: LocationState, keep: Keep = 'none'): void {
  state = next;
  if (next.location && keep === 'local') {
    write(() => window.localStorage, next.location);
    write(() => window.sessionStorage, undefined);
  } else if (next.location && keep === 'session') {
    write(() => window.sessionStorage, next.location);
  }
  for (const listener of listeners) listener();
}

/** Another tab chose a place: take it too. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== LOCATION_STORAGE_KEY) return;
  const kept = read(() => window.localStorage);
  if (!kept) return;
  state = { status: 'found', location: kept };
  for (const listener of listeners) listener();
}

export function subscribeLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** What the server renders, and the browser while it hydrates: the remembered place shows right after. */
const SERVER_SNAPSHOT: LocationState = { status: 'detecting' };
const getServerLocationSnapshot = () => SERVER_SNAPSHOT;

/** The shopper's location state, re-rendering on every change (other tabs included). */
export function useLocationState(): LocationState {
  return useSyncExternalStore(subscribeLocation, getLocationSnapshot, getServerLocationSnapshot);
}

/**
 * The pincode of the shopper's location, or '' when none is known: what delivery checks start
 * from. `chosenOnly` ignores a place guessed from the IP address (an address form should not
 * start from a guess).
 */
export function useLocationPincode({ chosenOnly = false } = {}): string {
  const state = useLocationState();
  if (chosenOnly && state.guessed) return '';
  return state.location?.postcode ?? '';
}
