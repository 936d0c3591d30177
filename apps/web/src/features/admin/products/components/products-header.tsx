/** Product Management's heading (admin spec §2): the title, what Delete means, and Add Product. */
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';

/** The page header. */
export function ProductsHeader() {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Product Management</h1>
        <p className="mt-1 text-sm text-slate-600">
          Prices shown with GST. Deleting a product archives it: it leaves the shop, past orders keep it, and it can be
          restored.
        </p>
      </div>
      <Link to={paths.adminAddProduct()} className={buttonClasses()}>
        Add Product
      </Link>
    </header>
  );
}
