/** /admin-dashboard/addproduct — Add Product (admin spec §2, SuperAdmin): the product form; on success, Product Management. */
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { SuperAdminOnly } from '../../shell/components/super-admin-only';
import { ProductForm, UploadProgressBar } from './product-form';

function AddProductScreen() {
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Add Product</h1>
        <p className="mt-1 text-sm text-slate-600">
          Fields marked * are required. MRP includes GST; the price is before GST.
        </p>
      </header>
      <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <ProductForm
          id="add-product"
          onSaved={() => navigate(paths.adminProducts())}
          renderSubmit={(busy, progress) => (
            <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
              <Button type="submit" isLoading={busy}>
                {busy ? 'Adding…' : 'Add Product'}
              </Button>
              {busy && <UploadProgressBar progress={progress} />}
            </div>
          )}
        />
      </section>
    </div>
  );
}

export function AddProductPage() {
  return (
    <SuperAdminOnly screen="Add Product">
      <AddProductScreen />
    </SuperAdminOnly>
  );
}
