/**
 * The built-in IP-geolocation sandbox: a local or private address (a developer's machine, a
 * test, a shop behind its own network) is in the shop's city; any other address is unknown, since
 * nothing here knows the Internet's map. Never asks anyone outside.
 */
import type { IpGeolocator, IpPlace } from './ip-geolocator.contract';
import { isLocalAddress } from './local-address.rules';

export function createSandboxIpGeolocator(shopPlace: () => Promise<IpPlace>): IpGeolocator {
  return {
    name: 'sandbox',
    locate: async (ip) => (isLocalAddress(ip) ? shopPlace() : undefined),
  };
}
