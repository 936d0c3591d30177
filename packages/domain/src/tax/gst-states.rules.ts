/**
 * The GST state codes (the first two digits of every GSTIN) with the names of India's 28 states
 * and 8 union territories as GST registrations, couriers and our India Post table spell them
 * (apps/server/src/seed/state-names.ts gives the pincode data today's names). Codes 25 (Daman
 * and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before 2014) no longer issue GSTINs
 * and are left out; 97 (Other Territory) and 99 (Centre Jurisdiction) are not places to deliver.
 * Zod-free, so a form can list the states without pulling in zod.
 */

export interface GstState {
  /** Two digits, '01' to '38'. */
  code: string;
  name: string;
}

export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

/** The 36 state and union territory names, alphabetically: the address form's choices. */
export const INDIAN_STATE_NAMES: readonly string[] = GST_STATES.map((s) => s.name).sort((a, b) => a.localeCompare(b));

/** 'TAMIL  NADU', 'jammu & kashmir' → the key both spellings share. */
function stateKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ');
}

const byKey = new Map(GST_STATES.map((s) => [stateKey(s.name), s]));
const byCode = new Map(GST_STATES.map((s) => [s.code, s]));

/** The state or union territory called `name` (any case, '&' for 'and'), or undefined. */
export function findIndianState(name: string): GstState | undefined {
  return byKey.get(stateKey(name));
}

/** The state or union territory whose GST state code is `code` ('27'), or undefined. */
export function stateOfGstCode(code: string): GstState | undefined {
  return byCode.get(code);
}

/** True when `a` and `b` name the same state (case and '&' aside). */
export function isSameState(a: string, b: string): boolean {
  return stateKey(a) === stateKey(b);
}
