import type { Location } from '@shop/domain/locations/location.responses';
import { describe, expect, it } from 'vitest';
import { describeLocation } from './describe-location';

const noida: Location = {
  postcode: '201301',
  city: 'Noida',
  state: 'Uttar Pradesh',
  country: 'India',
  fullAddress: 'Noida, Gautam Buddha Nagar, Uttar Pradesh 201301',
  coordinates: { latitude: 28.58, longitude: 77.33 },
  serviceable: true,
  deliveryTime: 'Delivery in 24 hours',
};

describe('describeLocation', () => {
  it.each([
    [{ status: 'detecting' } as const, 'Detecting...', ''],
    [{ status: 'not-found' } as const, 'Location not found', ''],
    [{ status: 'unsupported' } as const, 'Geolocation not supported', ''],
    [{ status: 'found', location: noida } as const, '201301, Noida, Uttar Pradesh', 'Delivery in 24 hours'],
    [
      {
        status: 'found',
        location: {
          ...noida,
          postcode: null,
          city: 'Jaipur',
          state: 'Rajasthan',
          serviceable: false,
          deliveryTime: null,
        },
      } as const,
      'Jaipur',
      'Delivery not available',
    ],
  ])('%j reads %j with estimate %j', (state, text, estimate) => {
    expect(describeLocation(state)).toEqual({ text, estimate });
  });
});
