/** The plain fields of the product form (admin spec §3 Product entity), grouped as staff fill them in. */
import type { CategoriesData } from '@shop/domain/catalog/product.responses';
import { InputField, inputClasses, labelClasses } from '../../../../components/ui/input';
import { PlacementFieldset } from './placement-fieldset';
import type { ProductFormValues, TextField } from './product-form-values';

type Field = { name: TextField; label: string; type?: string; step?: string; area?: boolean; hint?: string };

const GROUPS: { title: string; fields: Field[] }[] = [
  {
    title: 'Basics',
    fields: [
      { name: 'product_name', label: 'Product name *' },
      { name: 'SKU', label: 'SKU *' },
      { name: 'sub_sub_category_name', label: 'Sub-sub category' },
      { name: 'product_type', label: 'Product type' },
      { name: 'model', label: 'Model' },
      { name: 'product_colour', label: 'Colour' },
    ],
  },
  {
    title: 'Prices (₹)',
    fields: [
      { name: 'non_discounted_price', label: 'MRP (incl. GST) *', type: 'number', step: '0.01' },
      {
        name: 'discounted_single_product_price',
        label: 'Price before GST *',
        type: 'number',
        step: '0.01',
        hint: 'With GST it may not exceed the MRP.',
      },
      { name: 'discount', label: 'Discount %', type: 'number', step: '0.01' },
      { name: 'hsn_code', label: 'HSN code' },
      { name: 'multiple_quantity_price_5_10', label: 'Price for 5–9 units', type: 'number', step: '0.01' },
      { name: 'multiple_quantity_price_10_20', label: 'Price for 10–19 units', type: 'number', step: '0.01' },
      { name: 'multiple_quantity_price_20_50', label: 'Price for 20–49 units', type: 'number', step: '0.01' },
      { name: 'multiple_quantity_price_50_100', label: 'Price for 50–99 units', type: 'number', step: '0.01' },
      {
        name: 'multiple_quantity_price_100_plus',
        label: 'Price for 100+ units',
        type: 'number',
        step: '0.01',
        hint: 'Bulk prices before GST; blank takes the default % off. Each may not be above the one before.',
      },
    ],
  },
  {
    title: 'Stock and reviews',
    fields: [
      { name: 'no_of_product_instock', label: 'Units in stock', type: 'number', step: '1' },
      { name: 'no_of_reviews', label: 'Number of reviews', type: 'number', step: '1' },
      { name: 'review_stars', label: 'Review stars (0–5)', type: 'number', step: '0.1' },
    ],
  },
  {
    title: 'Description',
    fields: [
      { name: 'product_feature', label: 'Features', area: true },
      { name: 'product_overview', label: 'Overview (one point a line)', area: true },
      { name: 'product_description', label: 'Description', area: true },
      { name: 'product_caution', label: 'Caution', area: true },
      { name: 'package_include', label: 'Package includes', area: true },
      { name: 'product_warranty', label: 'Warranty' },
      {
        name: 'warranty_months',
        label: 'Warranty (months)',
        type: 'number',
        step: '1',
        hint: '0 to 120; 0 means none.',
      },
      {
        name: 'extended_warranty_months',
        label: 'Extended warranty (months)',
        type: 'number',
        step: '1',
        hint: '0 to 60 months added; 0 means none offered.',
      },
      {
        name: 'extended_warranty_price',
        label: 'Extended warranty price per unit (₹, before GST)',
        type: 'number',
        step: '0.01',
        hint: 'Above 0 when months are set; 18% GST is added.',
      },
      { name: 'product_time', label: 'Delivery time' },
      { name: 'product_tags', label: 'Tags', hint: 'Comma-separated, e.g. sensor, i2c' },
      { name: 'coupon', label: 'Coupon' },
    ],
  },
  {
    title: 'Origin (shown before purchase)',
    fields: [
      {
        name: 'country_of_origin',
        label: 'Country of origin *',
        hint: 'Where the product is made, e.g. India, China.',
      },
      {
        name: 'importer_details',
        label: 'Importer (name and address)',
        area: true,
        hint: 'Required when the country of origin is not India.',
      },
    ],
  },
  {
    title: 'Size and links',
    fields: [
      { name: 'product_dimension_length_breadth', label: 'Length × breadth (cm, e.g. 10*5)' },
      { name: 'product_dimension_height', label: 'Height (cm)', type: 'number', step: '0.1' },
      { name: 'product_dimension_weight', label: 'Weight (kg)', type: 'number', step: '0.001' },
      { name: 'product_video_link', label: 'Video link', type: 'url' },
      { name: 'product_manual_link', label: 'Manual link', type: 'url' },
    ],
  },
];

interface Props {
  values: ProductFormValues;
  placements?: CategoriesData;
  onText: (name: TextField, value: string) => void;
  onInStock: (value: boolean) => void;
}

/** The placement selects, then each group's inputs; every change goes through onText or onInStock. */
export function ProductFormFields({ values, placements, onText, onInStock }: Props) {
  return (
    <>
      <PlacementFieldset values={values} placements={placements} onText={onText} />
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-2 text-base font-semibold text-slate-900">{group.title}</legend>
          {group.fields.map((f) =>
            f.area ? (
              <label key={f.name} className="sm:col-span-3">
                <span className={labelClasses}>{f.label}</span>
                <textarea
                  rows={3}
                  className={inputClasses}
                  value={values.text[f.name]}
                  onChange={(e) => onText(f.name, e.target.value)}
                />
                {f.hint && <span className="mt-1 block text-xs text-slate-500">{f.hint}</span>}
              </label>
            ) : (
              <InputField
                key={f.name}
                label={f.label}
                type={f.type ?? 'text'}
                step={f.step}
                min={f.type === 'number' ? 0 : undefined}
                max={f.name === 'review_stars' ? 5 : f.name === 'discount' ? 100 : undefined}
                hint={f.hint}
                value={values.text[f.name]}
                onChange={(e) => onText(f.name, e.target.value)}
              />
            ),
          )}
          {group.title === 'Stock and reviews' && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={values.inStock} onChange={(e) => onInStock(e.target.checked)} /> In stock
            </label>
          )}
        </fieldset>
      ))}
    </>
  );
}
