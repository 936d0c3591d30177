/**
 * The interface of the IP-geolocation provider (DESIGN.md "Providers"; storefront spec §4, §7):
 * where a visitor's address probably is, for the location picker's fallback when the browser
 * cannot say. The built-in sandbox (development and tests, or IP_GEOLOCATION_SANDBOX=true) places
 * local and private addresses in the shop's city; IP_GEOLOCATION_URL selects a real service
 * (ip-geolocator.config.ts chooses, so the adapters can import this interface without a ring).
 */

/** What a provider says about an address: a postal code, city and region (state), each when known. */
export interface IpPlace {
  postal?: string;
  city?: string;
  region?: string;
}

export interface IpGeolocator {
  readonly name: string;
  /**
   * Where `ip` probably is; undefined when the provider does not know. Throws when the provider
   * cannot be asked (network, time-out, a reply it cannot read).
   */
  locate(ip: string): Promise<IpPlace | undefined>;
}
