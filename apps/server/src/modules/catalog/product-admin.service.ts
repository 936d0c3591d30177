/**
 * The back office's product rules (admin spec §2 Add Product, Edit Product modal, Product
 * Management; §5 validation; issue 9). Adding and editing are all or nothing: the pictures are
 * checked and stored first, the product is written in one transaction, and when that fails the
 * stored pictures are removed again. Delete archives (docs/decisions/035): the product leaves
 * the storefront but keeps its row, so past orders and invoices keep showing it; restoring
 * brings it back. Every change drops the cached listings and bumps the catalogue version, so
 * cached pages refresh (listing.cache.ts, docs/decisions/030). Every change is an audit entry
 * (product.create, product.update, product.archive, product.restore; media.upload for pictures
 * uploaded on their own) with the values before and after, written in the change's transaction.
 */
import type {
  AdminProductListQuery,
  ProductAddFields,
  ProductUpdateFields,
} from '@shop/domain/catalog/product-form.schemas';
import { AT_LEAST_ONE_IMAGE } from '@shop/domain/catalog/product-form.schemas';
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import { mrpRuleProblem } from '@shop/domain/pricing/mrp.rules';
import { bulkPriceProblem } from '@shop/domain/pricing/bulk-price.rules';
import { extendedWarrantyProblem } from '@shop/domain/catalog/warranty.rules';
import { DEFAULT_COUNTRY_OF_ORIGIN, originProblem } from '@shop/domain/catalog/origin.rules';
import type { Db, DbOrTx } from '../../db/client';

import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type AuditValues } from '../audit/audit.service';
import type { MediaStore } from '../../providers/media-store/media-store.contract';
import {
  MAX_IMAGES_PER_PRODUCT,
  recordImages,
  storeImages,
  TOO_MANY_IMAGES,
  type StoredImage,
  type UploadedFile,
} from '../media/media.service';
import type { ProductRow } from './catalog.repository';
import { bulkFieldsOf, PRODUCT_NOT_FOUND } from './catalog.service';
import { invalidateListings } from './listing.cache';
import { declareStockCause } from '../../db/stock-cause';
import * as repo from './product-admin.repository';
import type { ProductDetails } from './product-admin.repository';
import { toAdminProduct } from './product.shape';

/** HSN heading of electronic parts, for a product added without one. */
const DEFAULT_HSN_CODE = '8543';
const DEFAULT_GST_RATE = 18;

const problem = (path: string, message: string, code: 'VALIDATION' | 'CONFLICT' = 'VALIDATION') =>
  new AppError(code, message, [{ path, message }]);

/** True for PostgreSQL's unique_violation, as pg and PGlite report it (Drizzle may wrap it). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const DETAIL_FIELDS = [
  'product_type',
  'model',
  'product_feature',
  'product_caution',
  'product_warranty',
  'product_time',
  'product_colour',
  'product_video_link',
  'product_manual_link',
  'package_include',
  'sub_sub_category_name',
  'coupon',
  'quantity_discounts',
] as const;

type Fields = Partial<ProductAddFields>;

/** The columns the given fields set (only those given), amounts in paise, sizes in mm and grams. */
function columnsOf(f: Fields, before?: ProductRow): Partial<repo.ProductValues> {
  const c: Partial<repo.ProductValues> = {};
  if (f.SKU !== undefined) c.sku = f.SKU;
  if (f.product_name !== undefined) c.productName = f.product_name;
  if (f.category_id !== undefined) c.categoryId = f.category_id;
  if (f.sub_category_id !== undefined) c.subCategoryId = f.sub_category_id;
  if ('brand_id' in f) c.brandId = f.brand_id ?? null;
  if (f.hsn_code !== undefined) c.hsnCode = f.hsn_code;
  if (f.gst_rate !== undefined) c.gstRateBp = Math.round(f.gst_rate * 100);
  if (f.non_discounted_price !== undefined) c.mrpPaise = rupeesToPaise(f.non_discounted_price);
  if (f.discounted_single_product_price !== undefined) c.pricePaise = rupeesToPaise(f.discounted_single_product_price);
  const bulk = (v: number | null | undefined) => (v == null ? null : rupeesToPaise(v));
  if ('multiple_quantity_price_5_10' in f) c.bulkPrice5To10Paise = bulk(f.multiple_quantity_price_5_10);
  if ('multiple_quantity_price_10_20' in f) c.bulkPrice10To20Paise = bulk(f.multiple_quantity_price_10_20);
  if ('multiple_quantity_price_20_50' in f) c.bulkPrice20To50Paise = bulk(f.multiple_quantity_price_20_50);
  if ('multiple_quantity_price_50_100' in f) c.bulkPrice50To100Paise = bulk(f.multiple_quantity_price_50_100);
  if ('multiple_quantity_price_100_plus' in f) c.bulkPrice100PlusPaise = bulk(f.multiple_quantity_price_100_plus);
  if (f.no_of_product_instock !== undefined) c.stock = f.no_of_product_instock;
  if (f.warranty_months !== undefined) c.warrantyMonths = f.warranty_months;
  if (f.country_of_origin !== undefined) c.countryOfOrigin = f.country_of_origin;
  if (f.importer_details !== undefined) c.importerDetails = f.importer_details;
  if (f.extended_warranty_months !== undefined) c.extendedWarrantyMonths = f.extended_warranty_months;
  if (f.extended_warranty_price !== undefined) c.extendedWarrantyPricePaise = rupeesToPaise(f.extended_warranty_price);
  // As Quick Stock does (admin spec §4): without the flag, units above 0 mean in stock.
  if (f.product_instock !== undefined) c.inStock = f.product_instock;
  else if (f.no_of_product_instock !== undefined) c.inStock = f.no_of_product_instock > 0;
  if (f.review_stars !== undefined) c.reviewStars = f.review_stars;
  if (f.no_of_reviews !== undefined) c.noOfReviews = f.no_of_reviews;
  if (f.featured !== undefined) c.featured = f.featured;
  if (f.product_overview !== undefined)
    c.overview = f.product_overview
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  if (f.product_description !== undefined) c.description = f.product_description;
  if (f.specifications !== undefined) c.specifications = f.specifications;
  if (f.product_tags !== undefined) c.tags = f.product_tags;
  if (f.product_dimension_weight !== undefined) c.weightGrams = Math.round(f.product_dimension_weight * 1000);
  if (f.product_dimension_height !== undefined) c.heightMm = Math.round(f.product_dimension_height * 10);
  if (f.product_dimension_length_breadth !== undefined) {
    const [length, breadth] = f.product_dimension_length_breadth.split(/\s*[*x×]\s*/i).map(Number);
    c.lengthMm = Math.round(length! * 10);
    c.breadthMm = Math.round(breadth! * 10);
  }
  const details: Partial<ProductDetails> = { ...(before?.details ?? {}) };
  for (const name of DETAIL_FIELDS) if (f[name] !== undefined) (details as Record<string, unknown>)[name] = f[name];
  c.details = details;
  return c;
}

type BulkColumns = Pick<
  repo.ProductValues,
  | 'bulkPrice5To10Paise'
  | 'bulkPrice10To20Paise'
  | 'bulkPrice20To50Paise'
  | 'bulkPrice50To100Paise'
  | 'bulkPrice100PlusPaise'
>;

/**
 * Checks the product as it will stand (MRP rule, bulk price rule, placement, SKU) and returns its
 * names; throws the first problem (VALIDATION 400 naming the field, CONFLICT 409 for a SKU in use).
 */
async function checkProduct(
  tx: DbOrTx,
  p: {
    id?: string;
    sku: string;
    categoryId: string;
    subCategoryId: string | null;
    brandId: string | null;
    mrpPaise: number;
    pricePaise: number;
    gstRateBp: number;
    extendedWarrantyMonths: number;
    extendedWarrantyPricePaise: number;
    countryOfOrigin: string;
    importerDetails: string;
    bulk: Partial<BulkColumns>;
  },
) {
  const origin = originProblem(p.countryOfOrigin, p.importerDetails);
  if (origin) throw problem(origin.field, origin.message);
  const mrp = mrpRuleProblem(p.pricePaise, p.mrpPaise, p.gstRateBp);
  if (mrp) throw problem(p.mrpPaise <= 0 ? 'non_discounted_price' : 'discounted_single_product_price', mrp);
  const bulk = bulkPriceProblem({
    pricePaise: p.pricePaise,
    mrpPaise: p.mrpPaise,
    gstRateBp: p.gstRateBp,
    bulkPrices: bulkFieldsOf({
      bulkPrice5To10Paise: null,
      bulkPrice10To20Paise: null,
      bulkPrice20To50Paise: null,
      bulkPrice50To100Paise: null,
      bulkPrice100PlusPaise: null,
      ...p.bulk,
    }),
  });
  if (bulk) throw problem(bulk.field, bulk.message);
  const warranty = extendedWarrantyProblem(p.extendedWarrantyMonths, p.extendedWarrantyPricePaise);
  if (warranty)
    throw problem(p.extendedWarrantyMonths > 0 ? 'extended_warranty_price' : 'extended_warranty_months', warranty);
  const owner = await repo.findSkuOwner(tx, p.sku);
  if (owner !== undefined && owner !== p.id)
    throw problem('SKU', `A product with SKU ${p.sku} already exists`, 'CONFLICT');
  const names = await repo.findPlacement(tx, p.categoryId, p.subCategoryId ?? '', p.brandId ?? undefined);
  if (!names.categoryName) throw problem('category_id', 'Unknown category');
  if (!names.subCategoryName) throw problem('sub_category_id', 'Unknown sub category for this category');
  if (p.brandId && !names.brandName) throw problem('brand_id', 'Unknown brand');
  return names;
}

function searchTextOf(
  name: string,
  sku: string,
  names: { categoryName?: string; subCategoryName?: string; brandName?: string },
  tags: string[],
): string {
  return [name, sku, names.categoryName, names.subCategoryName, names.brandName, ...tags]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/**
 * What the audit log keeps of a product (decision 034): its own fields with the names of its
 * category, subcategory and brand, amounts in paise, sizes in mm and grams, and its pictures as
 * their URLs, the main one first. Staff-entered detail texts are kept under their own names.
 */
function productAuditValues(row: ProductRow): AuditValues {
  return {
    SKU: row.sku,
    product_name: row.productName,
    category: row.categoryName,
    sub_category: row.subCategoryName ?? null,
    brand: row.brandName ?? null,
    hsn_code: row.hsnCode,
    gst_rate: row.gstRateBp / 100,
    mrp_paise: row.mrpPaise,
    price_paise: row.pricePaise,
    bulk_price_5_10_paise: row.bulkPrice5To10Paise,
    bulk_price_10_20_paise: row.bulkPrice10To20Paise,
    bulk_price_20_50_paise: row.bulkPrice20To50Paise,
    bulk_price_50_100_paise: row.bulkPrice50To100Paise,
    bulk_price_100_plus_paise: row.bulkPrice100PlusPaise,
    no_of_product_instock: row.stock,
    product_instock: row.inStock,
    featured: row.featured,
    review_stars: row.reviewStars,
    no_of_reviews: row.noOfReviews,
    product_overview: row.overview,
    product_description: row.description,
    specifications: row.specifications,
    product_tags: row.tags,
    weight_g: row.weightGrams,
    length_mm: row.lengthMm,
    breadth_mm: row.breadthMm,
    height_mm: row.heightMm,
    images: [row.imageMain, ...row.imagesSub].filter(Boolean),
    // Every detail field, '' (or no discounts) when never set, so an edit that first sends the empty value records nothing.
    ...Object.fromEntries(
      DETAIL_FIELDS.map((name) => [name, row.details[name] ?? (name === 'quantity_discounts' ? [] : '')]),
    ),
  };
}

/** The product's row read again inside `tx` (after a write), for the audit entry. */
async function rowInside(tx: DbOrTx, id: string): Promise<ProductRow> {
  const row = await repo.lockProductRow(tx, id);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return row;
}

/** Runs `write` in a transaction after storing `files`; removes the stored pictures when anything fails. */
async function withImages<T>(
  db: Db,
  store: MediaStore,
  files: UploadedFile[],
  write: (tx: DbOrTx, images: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored = await storeImages(store, files);
  try {
    const result = await db.transaction((tx) => write(tx, stored.images));
    invalidateListings();
    return result;
  } catch (error) {
    await stored.discard();
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'A product with this SKU already exists');
    throw error;
  }
}

/**
 * POST /product/add-product: adds the product with its pictures (the first is the main one).
 * 400 for no picture or a field's problem (the MRP rule too), 409 for a SKU in use, and the
 * picture checks of media.service storeImages; nothing is kept when refused.
 */
export async function addProduct(
  db: Db,
  store: MediaStore,
  fields: ProductAddFields,
  files: UploadedFile[],
  staffId: string,
) {
  if (files.length === 0) throw problem('images', AT_LEAST_ONE_IMAGE);
  const columns = columnsOf(fields);
  const gstRateBp = columns.gstRateBp ?? DEFAULT_GST_RATE * 100;
  // Checked before any picture is made: a refused product costs no image work.
  const check = (tx: DbOrTx) =>
    checkProduct(tx, {
      sku: fields.SKU,
      categoryId: fields.category_id,
      subCategoryId: fields.sub_category_id,
      brandId: fields.brand_id ?? null,
      mrpPaise: columns.mrpPaise!,
      pricePaise: columns.pricePaise!,
      gstRateBp,
      extendedWarrantyMonths: columns.extendedWarrantyMonths ?? 0,
      extendedWarrantyPricePaise: columns.extendedWarrantyPricePaise ?? 0,
      countryOfOrigin: columns.countryOfOrigin ?? DEFAULT_COUNTRY_OF_ORIGIN,
      importerDetails: columns.importerDetails ?? '',
      bulk: columns,
    });
  await check(db);
  const id = await withImages(db, store, files, async (tx, images) => {
    const names = await check(tx);
    await recordImages(tx, images, staffId);
    // The stock ledger's first row for the product names who added it (docs/decisions/037).
    await declareStockCause(tx, { reason: 'product_created', actor: { kind: 'staff', id: staffId } });
    const created = await repo.insertProduct(tx, {
      ...columns,
      sku: fields.SKU,
      productName: fields.product_name,
      categoryId: fields.category_id,
      mrpPaise: columns.mrpPaise!,
      pricePaise: columns.pricePaise!,
      gstRateBp,
      hsnCode: columns.hsnCode ?? DEFAULT_HSN_CODE,
      imageMain: images[0]!.url,
      imagesSub: images.slice(1).map((image) => image.url),
      searchText: searchTextOf(fields.product_name, fields.SKU, names, fields.product_tags ?? []),
    });
    await recordAudit(tx, {
      staffId,
      action: 'product.create',
      entity: 'product',
      entityId: created,
      before: null,
      after: productAuditValues(await rowInside(tx, created)),
    });
    return created;
  });
  return adminProductById(db, id);
}

/**
 * POST /product/{id}/update/v2: changes the fields given; `existing_images` (a subset of the
 * product's pictures, in the new order) and new files become its pictures, the first the main
 * one. 404 unknown, 400/409 as for adding. Pictures no longer used stay in the media store:
 * past orders may show them.
 */
export async function updateProductV2(
  db: Db,
  store: MediaStore,
  id: string,
  fields: ProductUpdateFields,
  files: UploadedFile[],
  staffId: string,
) {
  const current = await repo.lockProductRow(db, id);
  if (!current) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const { existing_images: kept, ...changes } = fields;
  const currentImages = [current.imageMain, ...current.imagesSub].filter(Boolean);
  const unknown = kept?.find((url) => !currentImages.includes(url));
  if (unknown !== undefined) throw problem('existing_images', 'existing_images may only name pictures the product has');
  if ((kept ?? currentImages).length + files.length > MAX_IMAGES_PER_PRODUCT) throw problem('images', TOO_MANY_IMAGES);
  if ((kept ?? currentImages).length + files.length === 0) throw problem('images', AT_LEAST_ONE_IMAGE);
  await withImages(db, store, files, async (tx, images) => {
    const row = await repo.lockProductRow(tx, id);
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    const columns = columnsOf(changes, row);
    const next = { ...row, ...columns };
    const names = await checkProduct(tx, {
      id,
      sku: next.sku,
      categoryId: next.categoryId,
      subCategoryId: next.subCategoryId ?? null,
      brandId: next.brandId ?? null,
      mrpPaise: next.mrpPaise,
      pricePaise: next.pricePaise,
      gstRateBp: next.gstRateBp,
      extendedWarrantyMonths: next.extendedWarrantyMonths,
      extendedWarrantyPricePaise: next.extendedWarrantyPricePaise,
      countryOfOrigin: next.countryOfOrigin,
      importerDetails: next.importerDetails,
      bulk: next,
    });
    await recordImages(tx, images, staffId);
    // A changed unit count is a ledger row by this staff member (docs/decisions/037).
    await declareStockCause(tx, {
      reason: 'manual_adjustment',
      actor: { kind: 'staff', id: staffId },
      note: 'Edit Product',
    });
    const pictures = [...(kept ?? currentImages), ...images.map((image) => image.url)];
    await repo.updateProduct(tx, id, {
      ...columns,
      imageMain: pictures[0]!,
      imagesSub: pictures.slice(1),
      searchText: searchTextOf(next.productName, next.sku, names, next.tags),
    });
    // Only the fields that changed, before and after; an edit that changes nothing writes no entry.
    const changed = changedFields(productAuditValues(row), productAuditValues(await rowInside(tx, id)));
    if (changed)
      await recordAudit(tx, { staffId, action: 'product.update', entity: 'product', entityId: id, ...changed });
  });
  return adminProductById(db, id);
}

/** POST /product/upload-image: stores pictures on their own (not yet on a product) and returns their URLs. */
export async function uploadImages(db: Db, store: MediaStore, files: UploadedFile[], staffId: string) {
  if (files.length === 0) throw problem('img', AT_LEAST_ONE_IMAGE);
  const images = await withImages(db, store, files, async (tx, stored) => {
    await recordImages(tx, stored, staffId);
    for (const image of stored) {
      await recordAudit(tx, {
        staffId,
        action: 'media.upload',
        entity: 'media',
        entityId: image.key,
        before: null,
        after: { url: image.url, width: image.width, height: image.height, source_format: image.sourceFormat },
      });
    }
    return stored;
  });
  return {
    urls: images.map((image) => image.url),
    images: images.map((image) => ({ url: image.url, variants: image.variants })),
  };
}

/** The product as staff see it, archived or not; 404 when unknown. */
export async function adminProductById(db: DbOrTx, id: string) {
  const row = await repo.lockProductRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return toAdminProduct(row);
}

/**
 * POST /product/{id}/remove (archived: true) and POST /product/{id}/restore (false), as `staffId`,
 * with a product.archive or product.restore audit entry in the same transaction; 404 when unknown.
 * Archiving an archived product (or restoring one on sale) changes nothing and writes no entry.
 */
export async function setProductArchived(db: DbOrTx, id: string, archived: boolean, now: Date, staffId: string) {
  await db.transaction(async (tx) => {
    const row = await repo.lockProductRow(tx, id);
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    if ((row.archivedAt !== null) === archived) return;
    await repo.setArchived(tx, id, archived ? now : null);
    await recordAudit(tx, {
      staffId,
      action: archived ? 'product.archive' : 'product.restore',
      entity: 'product',
      entityId: id,
      before: { archived: !archived },
      after: { archived },
    });
  });
  invalidateListings();
  return adminProductById(db, id);
}

/** GET /product/allProduct: one page of Product Management, searched, filtered and ordered on the server. */
export async function listAdminProducts(db: DbOrTx, q: AdminProductListQuery) {
  const [{ rows, total: totalCount, capped: totalCapped }, categories] = await Promise.all([
    repo.findAdminProducts(db, {
      search: q.search ? q.search.toLowerCase() : undefined,
      categoryName: q.category && q.category !== 'All Categories' ? q.category : undefined,
      outOfStockOnly: q.out_of_stock === 'true',
      archived: q.status === 'archived',
      sort: q.sort_by,
      dir: q.sort_order,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    }),
    repo.listCategoryNames(db),
  ]);
  return { products: rows.map(toAdminProduct), totalCount, totalCapped, page: q.page, limit: q.limit, categories };
}

/** The keys of the uploaded pictures (media store folders) any product uses, archived or not: the unused-upload sweep keeps them. */
export function productPictureKeys(db: DbOrTx): Promise<Set<string>> {
  return repo.productMediaKeys(db);
}
