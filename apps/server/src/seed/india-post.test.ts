import { describe, expect, it } from 'vitest';
import { foldOffices, plainOfficeName, type IndiaPostOffice } from './india-post';
import { currentStateName, titleCaseState } from './state-names';

const office = (
  officeName: string,
  pincode: number,
  districtName = 'Pune',
  stateName = 'MAHARASHTRA',
): IndiaPostOffice => ({ officeName, pincode, taluk: '', districtName, stateName });

describe('foldOffices', () => {
  it('makes one row per pincode, named after its head office before sub and branch offices', () => {
    const rows = foldOffices(
      [
        office('Wagholi B.O', 411001),
        office('Camp S.O', 411001),
        office('Pune H.O', 411001, 'Pune City'),
        office('Alpha B.O', 411002),
        office('Beta B.O', 411002),
      ],
      {},
    );
    expect(rows.map((r) => [r.pincode, r.officeName, r.district])).toEqual([
      ['411001', 'Pune', 'Pune City'],
      ['411002', 'Alpha', 'Pune'],
    ]);
  });

  it('prefers a sub office to a branch office', () => {
    expect(foldOffices([office('Alpha B.O', 411002), office('Beta S.O', 411002)], {})[0]!.officeName).toBe('Beta');
  });

  it('adds coordinates where known, and none for unknown or (0, 0) places', () => {
    const rows = foldOffices([office('A S.O', 411001), office('B S.O', 411002), office('C S.O', 411003)], {
      '411001': { lat: 18.52, lng: 73.85 },
      '411003': { lat: 0, lng: 0 },
    });
    expect(rows.map((r) => [r.latitude, r.longitude])).toEqual([
      [18.52, 73.85],
      [null, null],
      [null, null],
    ]);
  });

  it("gives the state today's name", () => {
    expect(foldOffices([office('Begumpet S.O', 500016, 'Hyderabad', 'ANDHRA PRADESH')], {})[0]!.state).toBe(
      'Telangana',
    );
  });
});

describe('office and state names', () => {
  it.each([
    ['Noida H.O', 'Noida'],
    ['Noida Sector 27 S.O', 'Noida Sector 27'],
    ['Ada B.O', 'Ada'],
    ['Bhainsa S.O (Adilabad)', 'Bhainsa'],
    ['Mumbai G.P.O.', 'Mumbai G.P.O.'],
  ])('%s → %s', (name, plain) => {
    expect(plainOfficeName(name)).toBe(plain);
  });

  it.each([
    ['ANDHRA PRADESH', 'Guntur', 'Andhra Pradesh'],
    ['ANDHRA PRADESH', 'K.V.Rangareddy', 'Telangana'],
    ['JAMMU & KASHMIR', 'Srinagar', 'Jammu and Kashmir'],
    ['JAMMU & KASHMIR', 'Leh', 'Ladakh'],
    ['CHATTISGARH', 'Raipur', 'Chhattisgarh'],
    ['PONDICHERRY', 'Pondicherry', 'Puducherry'],
    ['DAMAN & DIU', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['ANDAMAN & NICOBAR ISLANDS', 'South Andaman', 'Andaman and Nicobar Islands'],
    ['UTTAR PRADESH', 'Ghaziabad', 'Uttar Pradesh'],
  ])('%s (%s) → %s', (state, district, name) => {
    expect(currentStateName(state, district)).toBe(name);
  });

  it('title-cases a state written in capitals', () => {
    expect(titleCaseState('ANDHRA PRADESH')).toBe('Andhra Pradesh');
  });
});
