/**
 * The product form of Add Product and the Edit Product modal (admin spec §2, §5, §8): every field,
 * pictures, specification sections and quantity discounts; checked with the server's own schema
 * before sending, sent as multipart with upload progress. The server checks everything again.
 * After a first attempt the list of problems follows the fields as they are fixed (issue 27 item 10).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AdminProduct } from '@shop/domain/catalog/product-admin.responses';
import { AT_LEAST_ONE_IMAGE, productAddFields, productUpdateFields } from '@shop/domain/catalog/product-form.schemas';
import { toast } from '../../../../components/ui/toast';
import { originProblem } from '@shop/domain/catalog/origin.rules';
import { usePlacements } from '../api/get-placements';
import { useSaveProduct } from '../api/save-product';
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

/** The form's own problems with `values`: the shared schema's messages, and a missing picture first. */
function problemsOf(values: ProductFormValues, editing: boolean): string[] {
  const checked = (editing ? productUpdateFields : productAddFields).safeParse(fieldsOf(values, editing));
  const found = checked.success ? [] : [...new Set(checked.error.issues.map((i) => i.message))];
  const origin = originProblem(values.text.country_of_origin, values.text.importer_details);
  if (origin && !found.includes(origin.message)) found.push(origin.message);
  if (values.kept.length + values.added.length === 0) found.unshift(AT_LEAST_ONE_IMAGE);
  return found;
}

export function ProductForm({ id, product, onSaved, renderSubmit }: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(() => valuesOf(product));
  const [progress, setProgress] = useState(0);
  // After the first attempt to save, the list follows the fields: each problem leaves as it is fixed
  // (as react-hook-form's reValidateMode 'onChange' does); the server's refusal stays until a field changes.
  const [attempts, setAttempts] = useState(0);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const placements = usePlacements().data;
  const save = useSaveProduct();
  const editing = product !== undefined;
  const alertRef = useRef<HTMLDivElement>(null);
  const problems = useMemo(
    () => (attempts === 0 ? [] : [...problemsOf(values, editing), ...(serverProblem ? [serverProblem] : [])]),
    [attempts, values, editing, serverProblem],
  );
  // The problems sit above the form: bring them into view after each attempt, not on each keystroke.
  useEffect(() => {
    if (attempts > 0) alertRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [attempts, serverProblem]);
  const change = (next: (v: ProductFormValues) => ProductFormValues) => {
    setServerProblem(null);
    setValues(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempts((n) => n + 1);
    setServerProblem(null);
    const found = problemsOf(values, editing);
    if (found.length > 0) return toast.error(found[0]!);
    setProgress(0);
    try {
      const reply = await save.mutateAsync({
        id: product?._id,
        form: formDataOf(fieldsOf(values, editing), values.added),
        onProgress: setProgress,
      });
      toast.success(reply.message ?? (editing ? 'Product updated successfully!' : 'Product added successfully!'));
      onSaved(reply.data.product);
    } catch (error) {
      const message =
        (error instanceof Error ? error.message : '') || (editing ? 'Error updating product' : 'Failed to add product');
      toast.error(message);
      setServerProblem(message);
    }
  };

  return (
    <form id={id} onSubmit={(e) => void submit(e)} className="space-y-6" noValidate>
      {problems.length > 0 && (
        <div
          ref={alertRef}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <ul className="list-inside list-disc">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <ImagePicker
        kept={values.kept}
        added={values.added}
        onKeptChange={(kept) => change((v) => ({ ...v, kept }))}
        onAddedChange={(added) => change((v) => ({ ...v, added }))}
      />
      <ProductFormFields
        values={values}
        placements={placements}
        onText={(name, value) => change((v) => ({ ...v, text: { ...v.text, [name]: value } }))}
        onInStock={(inStock) => change((v) => ({ ...v, inStock }))}
      />
      <SpecSectionsEditor sections={values.sections} onChange={(sections) => change((v) => ({ ...v, sections }))} />
      <QuantityDiscountsEditor rows={values.discounts} onChange={(discounts) => change((v) => ({ ...v, discounts }))} />
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
