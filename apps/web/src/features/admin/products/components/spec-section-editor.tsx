/**
 * One specification section of the product form (admin spec §2 Edit Product modal): its title and
 * key/value rows; a row can be added, and removed only while more than one is left.
 */
import { Button } from '../../../../components/ui/button';
import { inputClasses } from '../../../../components/ui/input';

/** A specification section: its title and its key/value rows. */
export interface SpecSection {
  title: string;
  data: { key: string; value: string }[];
}

interface SpecSectionEditorProps {
  section: SpecSection;
  /** The section's place in the list, from 0 (labels count from 1). */
  index: number;
  /** Whether Remove section is enabled (more than one section exists). */
  canRemove: boolean;
  onChange: (next: SpecSection) => void;
  onRemove: () => void;
}

/** The section's inputs; every change gives the whole new section through onChange. */
export function SpecSectionEditor({ section, index: i, canRemove, onChange: set, onRemove }: SpecSectionEditorProps) {
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="spec-section">
      <div className="flex gap-2">
        <input
          aria-label={`Section ${i + 1} title`}
          placeholder="Section title (e.g. Electrical)"
          className={inputClasses}
          value={section.title}
          onChange={(e) => set({ ...section, title: e.target.value })}
        />
        <Button variant="ghost" size="sm" disabled={!canRemove} onClick={onRemove}>
          Remove section
        </Button>
      </div>
      {section.data.map((row, r) => (
        <div key={r} className="grid grid-cols-[1fr_1fr_auto] gap-2">
          <input
            aria-label={`Section ${i + 1} row ${r + 1} key`}
            placeholder="Key"
            className={inputClasses}
            value={row.key}
            onChange={(e) =>
              set({
                ...section,
                data: section.data.map((d, k) => (k === r ? { ...d, key: e.target.value } : d)),
              })
            }
          />
          <input
            aria-label={`Section ${i + 1} row ${r + 1} value`}
            placeholder="Value"
            className={inputClasses}
            value={row.value}
            onChange={(e) =>
              set({
                ...section,
                data: section.data.map((d, k) => (k === r ? { ...d, value: e.target.value } : d)),
              })
            }
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove row ${r + 1} of section ${i + 1}`}
            disabled={section.data.length <= 1}
            onClick={() => set({ ...section, data: section.data.filter((_, k) => k !== r) })}
          >
            ✕
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => set({ ...section, data: [...section.data, { key: '', value: '' }] })}
      >
        Add row
      </Button>
    </div>
  );
}
