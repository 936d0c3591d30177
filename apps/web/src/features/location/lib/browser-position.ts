/**
 * The browser's position (storefront spec §7, §9): high accuracy, 10 s time-out, a cached
 * position up to 5 minutes old. Rejects with a PositionError saying why there is none.
 */
import { GEOLOCATION_OPTIONS } from '@shop/domain/locations/location-picker.rules';
import type { Coordinates } from '@shop/domain/locations/location-query.rules';

export type PositionFailure = 'unsupported' | 'denied' | 'unavailable';

export class PositionError extends Error {
  readonly reason: PositionFailure;
  constructor(reason: PositionFailure) {
    super(`No position: ${reason}`);
    this.name = 'PositionError';
    this.reason = reason;
  }
}

export function geolocationSupported(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/** True when the site may already read the position without asking (so asking on start does not prompt). */
export async function positionAllowed(): Promise<boolean> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}

export function browserPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocationSupported()) return reject(new PositionError('unsupported'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new PositionError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      GEOLOCATION_OPTIONS,
    );
  });
}
