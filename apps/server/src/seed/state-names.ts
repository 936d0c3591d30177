/**
 * State names for the India Post data, which predates a few changes: it spells states in
 * capitals, files Telangana's districts under Andhra Pradesh (split 2014) and Ladakh's under
 * Jammu & Kashmir (split 2019), and uses old names. An address's state decides CGST/SGST against
 * IGST, so the table carries today's names, as GST registrations and couriers use them.
 */

const RENAMED: Record<string, string> = {
  CHATTISGARH: 'Chhattisgarh',
  PONDICHERRY: 'Puducherry',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** Districts of the data's Andhra Pradesh that are in Telangana (the ten districts of 2014). */
const TELANGANA_DISTRICTS = new Set([
  'Adilabad',
  'Hyderabad',
  'K.V.Rangareddy',
  'Karim Nagar',
  'Khammam',
  'Mahabub Nagar',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'Warangal',
]);
const LADAKH_DISTRICTS = new Set(['Kargil', 'Leh']);

/** 'ANDHRA PRADESH' → 'Andhra Pradesh', 'JAMMU & KASHMIR' → 'Jammu and Kashmir'. */
export function titleCaseState(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s-])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase())
    .replace(/ And /g, ' and ');
}

/** Today's state or union territory for an India Post office in `district` of `stateName`. */
export function currentStateName(stateName: string, district: string): string {
  const state = stateName.trim().toUpperCase();
  if (state === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(district)) return 'Telangana';
  if (state === 'JAMMU & KASHMIR' && LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  return RENAMED[state] ?? titleCaseState(state);
}
