/**
 * The shop's six top-level categories, in the order the storefront shows them, with the short
 * subtitle under each name (storefront spec: category strip). The seed data must use these names.
 */
export const CATALOGUE_CATEGORIES = [
  { name: 'Development Board', subtitle: 'Arduino/ESP32/RPi' },
  { name: 'Sensors', subtitle: 'Temperature/Pressure/Motion' },
  { name: 'Motors and Drivers', subtitle: 'DC/Stepper/Servo' },
  { name: 'Battery', subtitle: 'LiPo/Li-ion/NiMH' },
  { name: '3D Printer', subtitle: 'Parts & Accessories' },
  { name: 'Drone Parts', subtitle: 'ESC/Flight Controllers/Props' },
] as const;

export type CategoryName = (typeof CATALOGUE_CATEGORIES)[number]['name'];

export const CATEGORY_NAMES = CATALOGUE_CATEGORIES.map((c) => c.name) as [CategoryName, ...CategoryName[]];

/** A kebab-case slug: 'Nozzles & Hotends' → 'nozzles-hotends', '3D Printer' → '3d-printer'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
