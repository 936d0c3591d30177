import { describe, expect, it } from 'vitest';
import { distanceKm, serviceAreaRows } from './service-areas';

const pin = (pincode: string, district: string, state: string, latitude: number | null, longitude: number | null) => ({
  pincode,
  officeName: pincode,
  district,
  state,
  latitude,
  longitude,
});

describe('serviceAreaRows', () => {
  it("serves a pincode from its zone's nearest centre, with the zone's hubs", () => {
    const [row] = serviceAreaRows([pin('201301', 'Gautam Buddha Nagar', 'Uttar Pradesh', 28.582, 77.3267)]);
    expect(row).toMatchObject({
      pincode: '201301',
      dispatchCenter: 'Noida_Sec18_D (Uttar Pradesh)',
      originCenter: 'Noida_Sec63_H (Uttar Pradesh)',
      returnCenter: 'Ghaziabad_Lohianagar_RPC (Uttar Pradesh)',
      facilityCity: 'Noida',
      facilityState: 'Uttar Pradesh',
      outOfDeliveryArea: false,
    });
  });

  it('marks an outlying pincode out of the delivery area and leaves out one beyond reach', () => {
    const rows = serviceAreaRows([
      pin('411100', 'Pune', 'Maharashtra', 18.7337, 73.9787), // 17 km north of the Wagholi centre
      pin('412200', 'Pune', 'Maharashtra', 18.2, 74.3), // ~60 km out
    ]);
    expect(rows.map((r) => [r.pincode, r.outOfDeliveryArea])).toEqual([['411100', true]]);
  });

  it('leaves out pincodes of other districts, of a same-named district in another state, or without coordinates', () => {
    expect(
      serviceAreaRows([
        pin('431001', 'Aurangabad', 'Maharashtra', 19.88, 75.34),
        pin('500001', 'Hyderabad', 'Andhra Pradesh', 17.38, 78.47),
        pin('110099', 'New Delhi', 'Delhi', null, null),
      ]),
    ).toEqual([]);
  });
});

describe('distanceKm', () => {
  it('measures Connaught Place to Noida Sector 18 at about 12 km', () => {
    expect(distanceKm({ lat: 28.6315, lng: 77.2167 }, { lat: 28.57, lng: 77.326 })).toBeCloseTo(12.9, 0);
  });
});
