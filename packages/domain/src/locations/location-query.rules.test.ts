import { describe, expect, it } from 'vitest';
import { locationText } from './location-picker.rules';
import { classifyLocationQuery, normalisePlace, parseCoordinates } from './location-query.rules';
import { locationSearchQuery, reverseGeocodeQuery } from './location.schemas';

describe('classifyLocationQuery', () => {
  it.each([
    ['201301', { kind: 'pincode', pincode: '201301' }],
    [' 411001 ', { kind: 'pincode', pincode: '411001' }],
    ['28.58, 77.33', { kind: 'coordinates', latitude: 28.58, longitude: 77.33 }],
    ['-33.9,151.2', { kind: 'coordinates', latitude: -33.9, longitude: 151.2 }],
    ['90, -180', { kind: 'coordinates', latitude: 90, longitude: -180 }],
    ['Noida', { kind: 'place', place: 'noida' }],
    ['  New   Delhi ', { kind: 'place', place: 'new delhi' }],
    ['Bengaluru', { kind: 'place', place: 'bangalore' }],
    ['20130', { kind: 'place', place: '20130' }],
  ])('reads %j as %j', (text, expected) => {
    expect(classifyLocationQuery(text)).toEqual(expected);
  });

  it.each(['91, 77', '28.5, 181', '-90.5, 0', '1e3, 2', '28.5 77.3', '28.5,', 'abc, def', 'Infinity, 0'])(
    'takes %j for free text, not coordinates',
    (text) => {
      expect(parseCoordinates(text)).toBeUndefined();
      expect(classifyLocationQuery(text).kind).toBe('place');
    },
  );
});

describe('normalisePlace', () => {
  it('finds renamed cities under the name India Post files them by', () => {
    expect(normalisePlace('Gurugram')).toBe('gurgaon');
    expect(normalisePlace('MUMBAI')).toBe('mumbai');
  });
});

describe('locationText', () => {
  it('reads pincode, city and state when the pincode is known, else the city', () => {
    expect(locationText({ postcode: '201301', city: 'Noida', state: 'Uttar Pradesh' })).toBe(
      '201301, Noida, Uttar Pradesh',
    );
    expect(locationText({ postcode: null, city: 'Jaipur', state: 'Rajasthan' })).toBe('Jaipur');
    expect(locationText({ postcode: null, city: '', state: '' })).toBe('Unknown City');
  });
});

describe('reverseGeocodeQuery', () => {
  it('takes decimal degrees in range', () => {
    expect(reverseGeocodeQuery.parse({ lat: '28.58212', lon: '77.326699' })).toEqual({ lat: 28.58212, lon: 77.326699 });
  });

  it.each([
    [{ lat: '91', lon: '0' }, 'lat'],
    [{ lat: '0', lon: '-180.5' }, 'lon'],
    [{ lat: '', lon: '0' }, 'lat'],
    [{ lat: '1e400', lon: '0' }, 'lat'],
    [{ lat: 'NaN', lon: '0' }, 'lat'],
    [{ lat: '0' }, 'lon'],
  ])('refuses %j', (query, field) => {
    const result = reverseGeocodeQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('locationSearchQuery', () => {
  it('refuses empty, over-long and NUL text', () => {
    expect(locationSearchQuery.safeParse({ q: '  ' }).success).toBe(false);
    expect(locationSearchQuery.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
    expect(locationSearchQuery.safeParse({ q: 'Pu\u0000ne' }).success).toBe(false);
    expect(locationSearchQuery.parse({ q: ' Pune ' })).toEqual({ q: 'Pune' });
  });
});
