import { describe, expect, it } from 'vitest';
import { COUNTRY_REQUIRED, IMPORTER_REQUIRED, isImported, originProblem } from './origin.rules';

describe('country of origin and importer', () => {
  it.each([
    ['India', '', null],
    [' india ', '', null],
    ['China', 'MakerShop Pvt Ltd, B-12 Sector 63, Noida', null],
    ['China', '', { field: 'importer_details', message: IMPORTER_REQUIRED }],
    ['Taiwan', '   ', { field: 'importer_details', message: IMPORTER_REQUIRED }],
    ['', 'x', { field: 'country_of_origin', message: COUNTRY_REQUIRED }],
  ])('made in %j with importer %j: %j', (country, importer, expected) => {
    expect(originProblem(country, importer)).toEqual(expected);
  });

  it('treats every country but India as imported', () => {
    expect(isImported('INDIA')).toBe(false);
    expect(isImported('Japan')).toBe(true);
  });
});
