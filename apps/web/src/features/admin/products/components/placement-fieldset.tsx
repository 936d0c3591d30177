/**
 * The product form's Placement fieldset (admin spec §3 Product entity): category and sub category
 * (choosing a category clears the sub category), brand and GST rate.
 */
import type { CategoriesData } from '@shop/domain/catalog/product.responses';
import { SelectField } from '../../../../components/ui/select';
import type { ProductFormValues, TextField } from './product-form-values';

interface PlacementFieldsetProps {
  values: ProductFormValues;
  placements?: CategoriesData;
  onText: (name: TextField, value: string) => void;
}

/** The four selects; each change goes through onText (the category's and sub category's names too). */
export function PlacementFieldset({ values, placements, onText }: PlacementFieldsetProps) {
  const categories = placements?.subcategories ?? [];
  const category = categories.find((c) => c._id === values.text.category_id);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-base font-semibold text-slate-900">Placement</legend>
      <SelectField
        label="Category *"
        value={values.text.category_id}
        options={[
          { value: '', label: 'Choose a category' },
          ...categories.map((c) => ({ value: c._id, label: c.name })),
        ]}
        onChange={(e) => {
          const c = categories.find((x) => x._id === e.target.value);
          onText('category_id', e.target.value);
          onText('category_name', c?.name ?? '');
          onText('sub_category_id', '');
        }}
      />
      <SelectField
        label="Sub category *"
        value={values.text.sub_category_id}
        options={[
          { value: '', label: 'Choose a sub category' },
          ...(category?.subcategories ?? []).map((s) => ({ value: s._id, label: s.name })),
        ]}
        onChange={(e) => {
          onText('sub_category_id', e.target.value);
          onText('sub_category_name', category?.subcategories.find((s) => s._id === e.target.value)?.name ?? '');
        }}
      />
      <SelectField
        label="Brand"
        value={values.text.brand_id}
        options={[
          { value: '', label: 'No brand' },
          ...(placements?.brands ?? []).map((b) => ({ value: b._id, label: b.name })),
        ]}
        onChange={(e) => onText('brand_id', e.target.value)}
      />
      <SelectField
        label="GST rate"
        value={values.text.gst_rate}
        options={['0', '5', '12', '18', '28'].map((r) => ({ value: r, label: `${r}%` }))}
        onChange={(e) => onText('gst_rate', e.target.value)}
      />
    </fieldset>
  );
}
