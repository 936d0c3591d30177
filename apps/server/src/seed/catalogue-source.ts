/**
 * Reads the seed catalogue: every *.json file in a folder (an array of records each), in file
 * name order, validated record by record. Duplicate SKUs (ignoring case, since SKUs also name
 * the image files) stop the seed.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_DIR } from '../server-files';
import { parseCatalogueRecord, type CatalogueRecord } from './catalogue-record';

/** The catalogue that ships with the shop. */
export const DEFAULT_CATALOGUE_DIR = CATALOGUE_DIR;

export async function readCatalogue(dir: string = DEFAULT_CATALOGUE_DIR): Promise<CatalogueRecord[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const perFile = await Promise.all(files.map(async (file) => readCatalogueFile(join(dir, file), file)));
  const records = perFile.flat();
  const seen = new Map<string, string>();
  for (const record of records) {
    const key = record.sku.toLowerCase();
    const other = seen.get(key);
    if (other !== undefined) throw new Error(`Duplicate catalogue SKU ${record.sku} (also ${other})`);
    seen.set(key, record.sku);
  }
  return records;
}

async function readCatalogueFile(path: string, file: string): Promise<CatalogueRecord[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`Catalogue file ${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(raw)) throw new Error(`Catalogue file ${file} must hold an array of products`);
  return raw.map((record, index) => parseCatalogueRecord(record, `${file} #${index + 1}`));
}
