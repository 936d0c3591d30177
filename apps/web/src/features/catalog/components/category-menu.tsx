/**
 * The All Categories menu of the header (storefront spec §2 header, §4): the categories with up to
 * 8 subcategories each, opening on hover or click and closing on click outside or Escape.
 */
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useDismiss } from '../../../lib/use-dismiss';
import { useCategories } from '../api/get-categories';

const SUBCATEGORIES_SHOWN = 8;

export function CategoryMenu({ linkClassName }: { linkClassName: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const { data } = useCategories();

  useDismiss(rootRef, open, close);

  return (
    <div ref={rootRef} className="relative" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <div className="flex items-center">
        <Link to={paths.products()} className={linkClassName} onClick={() => setOpen(false)}>
          All Categories
        </Link>
        <button type="button" aria-label="Show categories" aria-expanded={open} onClick={() => setOpen((o) => !o)} className="-ml-2 p-1 text-white/80 hover:text-white">
          <ChevronDownIcon className="size-4" />
        </button>
      </div>
      {open && data && (
        <div className="absolute left-0 top-full z-40 w-[min(56rem,calc(100vw-2rem))] rounded-b-xl border border-slate-200 bg-white p-5 text-slate-800 shadow-xl">
          <ul className="grid grid-cols-3 gap-x-6 gap-y-5">
            {data.subcategories.map((category) => (
              <li key={category._id}>
                <Link to={paths.products({ category: category.name })} onClick={() => setOpen(false)} className="font-semibold text-brand-700 hover:underline">
                  {category.name}
                </Link>
                <ul className="mt-1.5 space-y-1">
                  {category.subcategories.slice(0, SUBCATEGORIES_SHOWN).map((sub) => (
                    <li key={sub._id}>
                      <Link
                        to={paths.products({ category: category.name, subcategory: sub.name })}
                        onClick={() => setOpen(false)}
                        className="text-sm text-slate-600 hover:text-brand-700"
                      >
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
