/**
 * What the inventory module may do with the products table, which the catalog owns
 * (docs/decisions/063): the stock columns (lock, take, give back, write off, set), the inventory
 * table and export, the CSV import's reads and writes, and the stock report's figures. Each write
 * here is a plain statement inside the caller's transaction; the caller declares the ledger's
 * cause (db/stock-cause.ts) and, once done, drops the listings it changed (invalidateProducts for
 * stock, invalidateListings for anything that can move a product between pages).
 */
export { invalidateListings, invalidateProducts } from './listing.cache';
export {
  catalogueNames,
  categoryNames,
  exportRowsAfter,
  findInventoryPage,
  findInventoryRow,
  insertProducts,
  inventoryTotals,
  productsBySku,
  updateImportedProduct,
  type InventoryRow,
  type NewProductValues,
} from './product-inventory.repository';
export {
  allProductStocks,
  catalogueTotals,
  fewestInStock,
  lockStock,
  removeStock,
  returnStock,
  setStock,
  takeStock,
  takeStockOrRefuse,
  writeStock,
} from './product-stock.repository';
