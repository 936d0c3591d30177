/**
 * The catalogue CSV import (issue 9; docs/decisions/037): the file is parsed with csv-parse,
 * every row checked by the domain's planCatalogueImport against the catalogue (categories,
 * subcategories, brands, existing SKUs), and the dry run reports rows to create, rows to update
 * and every error with its row and column. Applying checks the file again under row locks and
 * saves all of it in one transaction, or nothing: one error refuses the whole file (422 with the
 * report). Stock changes become 'csv_import' ledger rows by the staff member who applied it, and
 * each product created or updated a 'product.import' audit entry, in the same transaction.
 */
import { DEFAULT_COUNTRY_OF_ORIGIN } from '@shop/domain/catalog/origin.rules';
import {
  planCatalogueImport,
  type CatalogueFacts,
  type ImportPlan,
  type ImportRow,
} from '@shop/domain/inventory/catalogue.csv';
import { STANDARD_GST_RATE_BP } from '@shop/domain/tax/gst.rules';
import { MAX_IMPORT_ROWS } from '@shop/domain/inventory/inventory.schemas';
import type { ImportReport } from '@shop/domain/inventory/inventory.responses';
import { parse } from 'csv-parse/sync';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { declareStockCause } from '../../db/stock-cause';
import { recordAudit } from '../audit/audit.service';
import { bulkFieldsOf } from '../catalog/catalog.service';
import { dropInventoryTotals } from './inventory-totals.cache';
import * as repo from '../catalog/product-stock.service';

export const IMPORT_HAS_ERRORS = 'The file has errors: nothing was imported. Fix the rows listed and try again.';
export const IMPORT_TOO_MANY_ROWS = `The file has too many rows: at most ${MAX_IMPORT_ROWS} products per import`;

interface ParsedCsv {
  header: string[];
  records: Record<string, string>[];
}

/** The file's header (trimmed, lower-cased) and records; VALIDATION 400 when it is not CSV or has too many rows. */
function parseCsv(csv: string): ParsedCsv {
  let rows: string[][];
  try {
    rows = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      trim: false,
      max_record_size: 10_000,
      to: MAX_IMPORT_ROWS + 2,
    });
  } catch (error) {
    const message = `The file is not valid CSV: ${(error as Error).message}`;
    throw new AppError('VALIDATION', message, [{ path: 'csv', message }]);
  }
  if (rows.length === 0)
    throw new AppError('VALIDATION', 'The file is empty', [{ path: 'csv', message: 'The file is empty' }]);
  if (rows.length > MAX_IMPORT_ROWS + 1)
    throw new AppError('VALIDATION', IMPORT_TOO_MANY_ROWS, [{ path: 'csv', message: IMPORT_TOO_MANY_ROWS }]);
  const header = rows[0]!.map((name) => name.trim().toLowerCase());
  const records = rows.slice(1).map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
  return { header, records };
}

/** What the rows are checked against: names of categories (with subcategories) and brands, and the listed SKUs' products. */
async function factsOf(db: DbOrTx, records: Record<string, string>[], lock: boolean) {
  const names = await repo.catalogueNames(db);
  const skus = [...new Set(records.map((r) => (r.sku ?? '').trim()).filter(Boolean))];
  const existing = await repo.productsBySku(db, skus, lock);
  const subsOf = new Map<string, Set<string>>();
  for (const category of names.categoryRows)
    subsOf.set(
      category.name.toLowerCase(),
      new Set(names.subRows.filter((s) => s.categoryId === category.id).map((s) => s.name.toLowerCase())),
    );
  const facts: CatalogueFacts = {
    categories: subsOf,
    brands: new Set(names.brandRows.map((b) => b.name.toLowerCase())),
    products: new Map(
      existing.map((p) => [p.sku, { stock: p.stock, gstRateBp: p.gstRateBp, bulkPrices: bulkFieldsOf(p) }]),
    ),
  };
  const existingOf = new Map(
    existing.map((p) => [
      p.sku,
      {
        id: p.id,
        tags: p.tags,
        before: {
          sku: p.sku,
          product_name: p.productName,
          mrp_paise: p.mrpPaise,
          price_paise: p.pricePaise,
          stock: p.stock,
        },
      },
    ]),
  );
  return { facts, names, existingOf };
}

function reportOf(plan: ImportPlan, rows: number, applied: boolean): ImportReport {
  const line = (r: ImportRow) => ({
    row: r.row,
    sku: r.sku,
    product_name: r.productName,
    stock_before: r.stockBefore,
    stock_after: r.stock,
  });
  return { applied, rows, toCreate: plan.toCreate.map(line), toUpdate: plan.toUpdate.map(line), errors: plan.errors };
}

/** POST /inventory/import/preview (SuperAdmin): the dry run; saves nothing. 400 for a file that is not CSV or too long. */
export async function previewImport(db: DbOrTx, csv: string): Promise<ImportReport> {
  const { header, records } = parseCsv(csv);
  const { facts } = await factsOf(db, records, false);
  return reportOf(planCatalogueImport(header, records, facts), records.length, false);
}

/**
 * POST /inventory/import/apply (SuperAdmin): the same checks inside one transaction with the
 * listed products locked, then every create and update, or nothing. UNPROCESSABLE with the
 * report's errors when any row is wrong.
 */
export async function applyImport(db: DbOrTx, csv: string, staffId: string): Promise<ImportReport> {
  const { header, records } = parseCsv(csv);
  const report = await db.transaction(async (tx) => {
    const { facts, names, existingOf } = await factsOf(tx, records, true);
    const plan = planCatalogueImport(header, records, facts);
    if (plan.errors.length > 0) {
      const errors = plan.errors.map((e) => ({
        path: `row ${e.row}${e.column ? `, ${e.column}` : ''}`,
        message: e.message,
      }));
      throw new AppError('UNPROCESSABLE', IMPORT_HAS_ERRORS, errors);
    }
    const resolve = resolverOf(names);
    await declareStockCause(tx, {
      reason: 'csv_import',
      actor: { kind: 'staff', id: staffId },
      note: `CSV import, ${records.length} rows`,
    });
    const created = await repo.insertProducts(
      tx,
      plan.toCreate.map((row) => ({
        ...resolve(row, []),
        hsnCode: row.hsnCode!,
        gstRateBp: row.gstRateBp ?? STANDARD_GST_RATE_BP,
        warrantyMonths: row.warrantyMonths ?? 0,
        extendedWarrantyMonths: row.extendedWarrantyMonths ?? 0,
        extendedWarrantyPricePaise: row.extendedWarrantyPricePaise ?? 0,
        countryOfOrigin: row.countryOfOrigin ?? DEFAULT_COUNTRY_OF_ORIGIN,
        importerDetails: row.importerDetails ?? '',
      })),
    );
    for (const { id, sku } of created) {
      await recordAudit(tx, {
        staffId,
        action: 'product.import',
        entity: 'product',
        entityId: id,
        before: null,
        after: auditValues(plan.toCreate.find((r) => r.sku === sku)!),
      });
    }
    for (const row of plan.toUpdate) {
      const { hsnCode, gstRateBp } = row;
      const existing = existingOf.get(row.sku)!;
      await repo.updateImportedProduct(tx, existing.id, {
        ...resolve(row, existing.tags),
        ...(hsnCode ? { hsnCode } : {}),
        ...(gstRateBp !== null ? { gstRateBp } : {}),
        ...(row.warrantyMonths !== null ? { warrantyMonths: row.warrantyMonths } : {}),
        ...(row.extendedWarrantyMonths !== null ? { extendedWarrantyMonths: row.extendedWarrantyMonths } : {}),
        ...(row.extendedWarrantyPricePaise !== null
          ? { extendedWarrantyPricePaise: row.extendedWarrantyPricePaise }
          : {}),
        ...(row.countryOfOrigin !== null ? { countryOfOrigin: row.countryOfOrigin } : {}),
        ...(row.importerDetails !== null ? { importerDetails: row.importerDetails } : {}),
      });
      await recordAudit(tx, {
        staffId,
        action: 'product.import',
        entity: 'product',
        entityId: existing.id,
        before: existing.before,
        after: auditValues(row),
      });
    }
    return reportOf(plan, records.length, true);
  });
  repo.invalidateListings();
  dropInventoryTotals(db);
  return report;
}

/** What the audit log keeps of an imported row (amounts in paise, as the audit log stores money). */
function auditValues(row: ImportRow) {
  return {
    sku: row.sku,
    product_name: row.productName,
    category: row.category,
    mrp_paise: row.mrpPaise,
    price_paise: row.pricePaise,
    stock: row.stock,
  };
}

/** Turns a checked row's names into ids and the product's columns (search text included). */
function resolverOf(names: Awaited<ReturnType<typeof repo.catalogueNames>>) {
  const byName = <T extends { name: string }>(rows: T[], name: string | null) =>
    name ? rows.find((r) => r.name.toLowerCase() === name.toLowerCase()) : undefined;
  return (row: ImportRow, tags: readonly string[]) => {
    const category = byName(names.categoryRows, row.category)!;
    const sub = byName(
      names.subRows.filter((s) => s.categoryId === category.id),
      row.subCategory,
    );
    const brand = byName(names.brandRows, row.brand);
    return {
      sku: row.sku,
      productName: row.productName,
      categoryId: category.id,
      ...(sub ? { subCategoryId: sub.id } : {}),
      ...(brand ? { brandId: brand.id } : {}),
      mrpPaise: row.mrpPaise,
      pricePaise: row.pricePaise,
      stock: row.stock,
      inStock: row.stock > 0,
      searchText: [row.productName, row.sku, category.name, sub?.name ?? '', brand?.name ?? '', ...tags]
        .join(' ')
        .toLowerCase(),
    };
  };
}
