import { describe, expect, it } from 'vitest';
import { STATE_REQUIRED } from '../addresses/address.rules';
import { zipcodeBody } from './zipcode.schemas';

const area = {
  zipcode: 263153,
  dispatchCenter: 'Rudrapur_D',
  originCenter: 'Rudrapur_H',
  returnCenter: 'Rudrapur_RPC',
  facilityCity: 'Rudrapur',
  facilityState: 'Uttarakhand',
};

describe('zipcodeBody facilityState', () => {
  it('takes an Indian state or union territory in any case', () => {
    expect(zipcodeBody.parse({ ...area, facilityState: 'uttarakhand' })).toMatchObject({
      zipcode: '263153',
      facilityState: 'uttarakhand',
    });
    expect(zipcodeBody.safeParse({ ...area, facilityState: 'Jammu & Kashmir' }).success).toBe(true);
  });

  it('refuses a state that is none of India’s, and keeps the spec’s message for a blank one', () => {
    expect(zipcodeBody.safeParse({ ...area, facilityState: 'Atlantis' }).error?.issues.map((i) => i.message)).toEqual([
      STATE_REQUIRED,
    ]);
    expect(zipcodeBody.safeParse({ ...area, facilityState: '  ' }).error?.issues.map((i) => i.message)).toEqual([
      'Facility State is required',
    ]);
  });
});
