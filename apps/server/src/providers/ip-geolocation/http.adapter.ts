/**
 * A real IP-geolocation service at a URL (IP_GEOLOCATION_URL, with `{ip}` where the address
 * goes, e.g. https://ipinfo.io/{ip}/json?token=…): a GET whose JSON reply has postal, city and
 * region (storefront spec §7). Local and private addresses are never sent.
 */
import type { IpGeolocator, IpPlace } from './ip-geolocator.contract';
import { isLocalAddress } from './local-address.rules';

/** How long the service may take, in milliseconds: the picker is waiting. */
const TIMEOUT_MS = 3_000;
/** Longest name kept from a reply, in characters. */
const MAX_FIELD = 100;

function field(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, MAX_FIELD);
  return trimmed === '' ? undefined : trimmed;
}

/** Reads postal, city and region from the reply; undefined when it has none of them. */
export function readIpPlace(body: unknown): IpPlace | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const reply = body as Record<string, unknown>;
  const place = { postal: field(reply.postal), city: field(reply.city), region: field(reply.region) };
  return place.postal || place.city ? place : undefined;
}

export function createHttpIpGeolocator(urlTemplate: string, timeoutMs = TIMEOUT_MS): IpGeolocator {
  return {
    name: 'http',
    async locate(ip) {
      if (isLocalAddress(ip)) return undefined;
      const url = urlTemplate.replace('{ip}', encodeURIComponent(ip));
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`IP geolocation service answered ${response.status}`);
      return readIpPlace(await response.json());
    },
  };
}
