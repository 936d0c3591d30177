/**
 * POST /product/add-product and POST /product/{id}/update/v2 (SuperAdmin): the product form as
 * multipart with its pictures, sent with upload progress (admin spec §7, §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm, type UploadProgress } from '../../../../lib/api-upload';
import { adminProductsKey } from './list-admin-products';

export interface SaveProductInput {
  /** The product to change; a new product when absent. */
  id?: string;
  form: FormData;
  onProgress?: UploadProgress;
}

export function saveProduct({ id, form, onProgress }: SaveProductInput) {
  return id
    ? postForm('POST /product/:id/update/v2', { params: { id } }, form, onProgress)
    : postForm('POST /product/add-product', {}, form, onProgress);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
