/**
 * A product's country of origin and, for imported goods, its importer (Legal Metrology (Packaged
 * Commodities) Rules 2011, r.6; Consumer Protection (E-Commerce) Rules 2020, r.6(5)(d): shown before
 * purchase; issue 30). Zod-free: the product form, the CSV import and the server use it alike.
 */

/** What a product is made in unless staff say otherwise. */
export const DEFAULT_COUNTRY_OF_ORIGIN = 'India';
export const MAX_COUNTRY_LENGTH = 100;
export const MAX_IMPORTER_LENGTH = 500;

export const IMPORTER_REQUIRED = 'Importer details are required when the country of origin is not India';
export const COUNTRY_REQUIRED = 'Country of origin is required';

/** Whether goods from `country` are imported (anything but India, however spelt). */
export function isImported(country: string): boolean {
  return country.trim().toLowerCase() !== DEFAULT_COUNTRY_OF_ORIGIN.toLowerCase();
}

/**
 * Why a product made in `country` with importer `importer` cannot be sold, or null: a country is
 * needed, and an imported product needs its importer's name and address.
 */
export function originProblem(
  country: string,
  importer: string,
): { field: 'country_of_origin' | 'importer_details'; message: string } | null {
  if (country.trim() === '') return { field: 'country_of_origin', message: COUNTRY_REQUIRED };
  if (isImported(country) && importer.trim() === '') return { field: 'importer_details', message: IMPORTER_REQUIRED };
  return null;
}
