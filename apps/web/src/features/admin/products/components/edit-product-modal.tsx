/** The Edit Product modal (admin spec §2): every field, pictures, sections; 'Update Product' / 'Updating...'. */
import { useState } from 'react';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { ProductForm, UploadProgressBar } from './product-form';

export function EditProductModal({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={`Edit ${product.product_name}`}
      size="lg"
      onClose={onClose}
      footer={
        <Button type="submit" form="edit-product" disabled={busy}>
          {busy ? 'Updating...' : 'Update Product'}
        </Button>
      }
    >
      <ProductForm
        id="edit-product"
        product={product}
        onSaved={onClose}
        renderSubmit={(pending, progress) => {
          if (pending !== busy) queueMicrotask(() => setBusy(pending));
          return pending ? <UploadProgressBar progress={progress} /> : null;
        }}
      />
    </Modal>
  );
}
