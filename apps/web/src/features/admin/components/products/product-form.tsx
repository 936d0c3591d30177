/**
 * The product form of Add Product and the Edit Product modal (admin spec §2, §5, §8): every field,
 * pictures, specification sections and quantity discounts; checked with the server's own schema
 * before sending, sent as multipart with upload progress. The server checks everything again.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { AT_LEAST_ONE_IMAGE, productAddFields, productUpdateFields } from '@shop/domain/catalog/product-form.schemas';
import { toast } from '../../../../components/ui/toast';
import { usePlacements } from '../../api/get-placements';
import { useSaveProduct } from '../../api/save-product';
import { ImagePicker } from './image-picker';
import { ProductFormFields } from './product-form-fields';
import { fieldsOf, formDataOf, valuesOf, type ProductFormValues } from './product-form-values';
import { QuantityDiscountsEditor } from './quantity-discounts-editor';
import { SpecSectionsEditor } from './spec-sections-editor';

interface ProductFormProps {
  id: string;
  product?: AdminProduct;
  onSaved: (product: AdminProduct) => void;
  /** Renders the submit area: busy state and upload progress (0–1) while sending. */
  renderSubmit: (busy: boolean, progress: number) => React.ReactNode;
}

export function ProductForm({ id, product, onSaved, renderSubmit }: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(() => valuesOf(product));
  const [progress, setProgress] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const placements = usePlacements().data;
  const save = useSaveProduct();
  const editing = product !== undefined;
  const alertRef = useRef<HTMLDivElement>(null);
  // The problems sit above the form: bring them into view when they change.
  useEffect(() => {
    if (problems.length > 0) alertRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [problems]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = fieldsOf(values, editing);
    const checked = (editing ? productUpdateFields : productAddFields).safeParse(fields);
    const found = checked.success ? [] : [...new Set(checked.error.issues.map((i) => i.message))];
    if (values.kept.length + values.added.length === 0) found.unshift(AT_LEAST_ONE_IMAGE);
    setProblems(found);
    if (found.length > 0) return toast.error(found[0]!);
    setProgress(0);
    try {
      const reply = await save.mutateAsync({ id: product?._id, form: formDataOf(fields, values.added), onProgress: setProgress });
      toast.success(reply.message ?? (editing ? 'Product updated successfully!' : 'Product added successfully!'));
      onSaved(reply.data.product);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      toast.error(message || (editing ? 'Error updating product' : 'Failed to add product'));
      setProblems([message]);
    }
  };

  return (
    <form id={id} onSubmit={(e) => void submit(e)} className="space-y-6" noValidate>
      {problems.length > 0 && (
        <div ref={alertRef} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <ul className="list-inside list-disc">{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
      <ImagePicker kept={values.kept} added={values.added} onKeptChange={(kept) => setValues((v) => ({ ...v, kept }))} onAddedChange={(added) => setValues((v) => ({ ...v, added }))} />
      <ProductFormFields
        values={values}
        placements={placements}
        onText={(name, value) => setValues((v) => ({ ...v, text: { ...v.text, [name]: value } }))}
        onInStock={(inStock) => setValues((v) => ({ ...v, inStock }))}
      />
      <SpecSectionsEditor sections={values.sections} onChange={(sections) => setValues((v) => ({ ...v, sections }))} />
      <QuantityDiscountsEditor rows={values.discounts} onChange={(discounts) => setValues((v) => ({ ...v, discounts }))} />
      {renderSubmit(save.isPending, progress)}
    </form>
  );
}

/** The upload's progress as a bar with its percentage, shown while sending. */
export function UploadProgressBar({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600">
      <progress aria-label="Upload progress" max={100} value={percent} className="h-2 w-40" />
      <span>{percent < 100 ? `Uploading… ${percent}%` : 'Processing images…'}</span>
    </div>
  );
}
