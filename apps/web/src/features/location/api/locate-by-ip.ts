/** GET /location/ip: the visitor's place guessed from the IP address, or null when the server does not know it. */
import type { Location } from '@shop/domain/locations/location.responses';
import { api } from '../../../lib/api-client';

export async function locateByIp(): Promise<Location | null> {
  return (await api.call('GET /location/ip')).location;
}
