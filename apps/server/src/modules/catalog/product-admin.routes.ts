/**
 * The back office's product calls (admin spec §7; issue 9): Add Product and picture uploads
 * (multipart), the Edit Product modal, Product Management's list, delete (archive) and restore.
 * SuperAdmin only (spec §6: adding products is), the picture upload too: its pictures are for a
 * product (issue 27). Thin: read the form, validate it with the domain's schema, call the
 * service, reply. Declared in catalog.contract.ts.
 */
import { catalogContract as calls } from '@shop/domain/catalog/catalog.contract';
import { PRODUCT_JSON_FIELDS, productAddFields, productUpdateFields } from '@shop/domain/catalog/product-form.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { contractRoute } from '../../lib/contract-route';
import { readMultipartForm } from '../../lib/multipart-form';
import { success } from '../../lib/reply';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT, TOO_MANY_IMAGES, type UploadedFile } from '../media/media.service';
import * as admin from './product-admin.service';

const UPLOAD_LIMITS = { files: MAX_IMAGES_PER_PRODUCT, fileBytes: MAX_IMAGE_BYTES, tooManyFiles: TOO_MANY_IMAGES };

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
  const superAdmin = { preHandler: app.requireStaff(['SuperAdmin']) };
  const form = { ...superAdmin, config: { multipart: true } };

  contractRoute(app, calls['GET /product/allProduct'], superAdmin, async (request) =>
    success(await admin.listAdminProducts(app.db, request.query)),
  );

  contractRoute(app, calls['POST /product/upload-image'], form, async (request) => {
    const upload = await readMultipartForm(request, UPLOAD_LIMITS);
    const files = upload.files.map((file) => ({ name: file.name, bytes: file.bytes }));
    return success(await admin.uploadImages(app.db, app.mediaStore, files, request.staff!.id), 'Upload successful!');
  });

  contractRoute(app, calls['POST /product/add-product'], form, async (request, reply) => {
    const { fields, files } = await readProductForm(request, productAddFields);
    const product = await admin.addProduct(app.db, app.mediaStore, fields, files, request.staff!.id);
    return reply.status(201).send(success({ product }, 'Product added successfully!'));
  });

  contractRoute(app, calls['POST /product/:id/update/v2'], form, async (request) => {
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
  });

  contractRoute(app, calls['POST /product/:id/remove'], superAdmin, async (request) =>
    success(
      { product: await admin.setProductArchived(app.db, request.params.id, true, app.clock.now(), request.staff!.id) },
      'Product deleted successfully.',
    ),
  );

  contractRoute(app, calls['POST /product/:id/restore'], superAdmin, async (request) =>
    success(
      { product: await admin.setProductArchived(app.db, request.params.id, false, app.clock.now(), request.staff!.id) },
      'Product restored successfully.',
    ),
  );
};
