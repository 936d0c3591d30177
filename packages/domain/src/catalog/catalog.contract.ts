/**
 * The catalogue calls (storefront spec §2, §7; admin spec §7; issue 9): categories, the product
 * listing and page, the home picks, and the back office's Product Management (SuperAdmin: list,
 * add and edit as multipart forms with pictures, archive and restore). Declared once for the
 * server and the web (api/contract.schemas.ts); the multipart calls have no JSON body to declare.
 */
import { defineContract } from '../api/contract.schemas';
import { emptyBody } from '../validation/empty-body.schemas';
import { idParams } from '../validation/params.schemas';
import { featuredProductData, trendingData, trendingQuery } from './home-picks.schemas';
import { adminProductData, adminProductListData, uploadedImagesData } from './product-admin.responses';
import { adminProductListQuery } from './product-form.schemas';
import { categoriesData, productListData, productPageData } from './product.responses';
import { productListBody } from './product.schemas';

// 503: the media store (the bucket, decision 038) cannot take the pictures; nothing is kept.
const FORM_ERRORS = [400, 401, 403, 409, 413, 415, 422, 503] as const;

export const catalogContract = defineContract('catalog', {
  'POST /product/all-categories': {
    summary: 'Categories, subcategories and brands',
    body: emptyBody,
    reply: categoriesData,
    errors: [],
  },
  'POST /product/list': {
    summary: 'Product listing with search, filters and pagination',
    body: productListBody,
    reply: productListData,
    errors: [400, 503],
  },
  'GET /product/:id': {
    summary: 'One product',
    params: idParams,
    reply: productPageData,
    errors: [400, 404],
  },
  'GET /product/trending': {
    summary:
      'Best sellers of the last 30 days (paid orders), topped up with featured and most-reviewed products; ?limit=1..30, ?category=',
    query: trendingQuery,
    reply: trendingData,
    errors: [400],
  },
  'GET /product/featured': {
    summary: "The home hero's featured product (store setting heroFeaturedProductId)",
    reply: featuredProductData,
    errors: [],
  },
  'GET /product/allProduct': {
    summary: 'Product Management: search, filter, order and page',
    tags: ['admin'],
    query: adminProductListQuery,
    reply: adminProductListData,
    errors: [400, 401, 403],
  },
  'POST /product/upload-image': {
    summary: 'Upload pictures (multipart field img, up to 10)',
    tags: ['admin'],
    reply: uploadedImagesData,
    errors: FORM_ERRORS,
  },
  'POST /product/add-product': {
    summary: 'Add a product with its pictures (multipart)',
    tags: ['admin'],
    reply: adminProductData,
    okStatus: 201,
    errors: FORM_ERRORS,
  },
  'POST /product/:id/update/v2': {
    summary: 'Edit a product (multipart)',
    tags: ['admin'],
    params: idParams,
    reply: adminProductData,
    errors: [...FORM_ERRORS, 404],
  },
  'POST /product/:id/remove': {
    summary: 'Delete (archive) a product',
    tags: ['admin'],
    params: idParams,
    body: emptyBody,
    reply: adminProductData,
    errors: [400, 401, 403, 404],
  },
  'POST /product/:id/restore': {
    summary: 'Restore an archived product',
    tags: ['admin'],
    params: idParams,
    body: emptyBody,
    reply: adminProductData,
    errors: [400, 401, 403, 404],
  },
});
