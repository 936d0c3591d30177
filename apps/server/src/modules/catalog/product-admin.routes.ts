/**
 * The back office's product calls (admin spec §7; issue 9): Add Product and picture uploads
 * (multipart), the Edit Product modal, Product Management's list, delete (archive) and restore.
 * SuperAdmin only (spec §6: adding products is), the picture upload too: its pictures are for a
 * product (issue 27). Thin: read the form, validate it with the domain's schema, call the
 * service, reply.
 */
import { responses } from '@shop/domain/api/envelope';
import {
  adminProductData,
  adminProductListData,
  uploadedImagesData,
} from '@shop/domain/catalog/product-admin.responses';
import {
  adminProductListQuery,
  PRODUCT_JSON_FIELDS,
  productAddFields,
  productUpdateFields,
} from '@shop/domain/catalog/product-form.schemas';
import { idParams } from '@shop/domain/validation/params';
import type { FastifyRequest } from 'fastify';
import { emptyBody } from '@shop/domain/validation/empty-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-form';
import { success } from '../../lib/reply';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT, TOO_MANY_IMAGES, type UploadedFile } from '../media/media.service';
import * as admin from './product-admin.service';

const UPLOAD_LIMITS = { files: MAX_IMAGES_PER_PRODUCT, fileBytes: MAX_IMAGE_BYTES, tooManyFiles: TOO_MANY_IMAGES };
// 503: the media store (the bucket, decision 038) cannot take the pictures; nothing is kept.
const FORM_ERRORS = [400, 401, 403, 409, 413, 415, 422, 503] as const;

/** The form's fields checked by `schema` (400 with every problem), and its files in the order sent. */
async function readProductForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ fields: z.infer<S>; files: UploadedFile[] }> {
  const form = await readMultipartForm(request, UPLOAD_LIMITS, PRODUCT_JSON_FIELDS);
  // The view's name for specifications (admin spec §3) is taken as the edit form's.
  const { product_specification, ...raw } = form.fields;
  if (product_specification !== undefined && raw.specifications === undefined)
    raw.specifications = product_specification;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('VALIDATION', errors[0]!.message, errors);
  }
  return { fields: parsed.data, files: form.files.map((file) => ({ name: file.name, bytes: file.bytes })) };
}

export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = app.requireStaff(['SuperAdmin']);

  app.get(
    '/product/allProduct',
    {
      schema: {
        tags: ['catalog', 'admin'],
        summary: 'Product Management: search, filter, order and page',
        querystring: adminProductListQuery,
        response: responses(adminProductListData, [400, 401, 403]),
      },
      preHandler: superAdmin,
    },
    async (request) => success(await admin.listAdminProducts(app.db, request.query)),
  );

  app.post(
    '/product/upload-image',
    {
      schema: {
        tags: ['catalog', 'admin'],
        summary: 'Upload pictures (multipart field img, up to 10)',
        response: responses(uploadedImagesData, [...FORM_ERRORS]),
      },
      preHandler: superAdmin,
      config: { multipart: true },
    },
    async (request) => {
      const form = await readMultipartForm(request, UPLOAD_LIMITS);
      const files = form.files.map((file) => ({ name: file.name, bytes: file.bytes }));
      return success(await admin.uploadImages(app.db, app.mediaStore, files, request.staff!.id), 'Upload successful!');
    },
  );

  app.post(
    '/product/add-product',
    {
      schema: {
        tags: ['catalog', 'admin'],
        summary: 'Add a product with its pictures (multipart)',
        response: responses(adminProductData, [...FORM_ERRORS], 201),
      },
      preHandler: superAdmin,
      config: { multipart: true },
    },
    async (request, reply) => {
      const { fields, files } = await readProductForm(request, productAddFields);
      const product = await admin.addProduct(app.db, app.mediaStore, fields, files, request.staff!.id);
      return reply.status(201).send(success({ product }, 'Product added successfully!'));
    },
  );

  app.post(
    '/product/:id/update/v2',
    {
      schema: {
        tags: ['catalog', 'admin'],
        summary: 'Edit a product (multipart)',
        params: idParams,
        response: responses(adminProductData, [...FORM_ERRORS, 404]),
      },
      preHandler: superAdmin,
      config: { multipart: true },
    },
    async (request) => {
      const { fields, files } = await readProductForm(request, productUpdateFields);
      const product = await admin.updateProductV2(
        app.db,
        app.mediaStore,
        request.params.id,
        fields,
        files,
        request.staff!.id,
      );
      return success({ product }, 'Product updated successfully!');
    },
  );

  app.post(
    '/product/:id/remove',
    {
      schema: {
        tags: ['catalog', 'admin'],
        summary: 'Delete (archive) a product',
        params: idParams,
        body: emptyBody,
        response: responses(adminProductData, [400, 401, 403, 404]),
      },
      preHandler: superAdmin,
    },
    async (request) =>
      success(
        {
          product: await admin.setProductArchived(app.db, request.params.id, true, app.clock.now(), request.staff!.id),
        },
        'Product deleted successfully.',
      ),
  );

  app.post(
    '/product/:id/restore',
    {
      schema: {
        tags: ['catalog', 'admin'],
        summary: 'Restore an archived product',
        params: idParams,
        body: emptyBody,
        response: responses(adminProductData, [400, 401, 403, 404]),
      },
      preHandler: superAdmin,
    },
    async (request) =>
      success(
        {
          product: await admin.setProductArchived(app.db, request.params.id, false, app.clock.now(), request.staff!.id),
        },
        'Product restored successfully.',
      ),
  );
};
