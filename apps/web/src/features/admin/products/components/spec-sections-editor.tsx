/**
 * Specification sections of the product form (admin spec §2 Edit Product modal): each a title and
 * key/value rows. A section can be added, and removed only while more than one exists; a row can
 * be added, and removed only while more than one is left in its section.
 */
import { Button } from '../../../../components/ui/button';
import { inputClasses } from '../../../../components/ui/input';

export interface SpecSection {
  title: string;
  data: { key: string; value: string }[];
}

export const emptySection = (): SpecSection => ({ title: '', data: [{ key: '', value: '' }] });

export function SpecSectionsEditor({
  sections,
  onChange,
}: {
  sections: SpecSection[];
  onChange: (next: SpecSection[]) => void;
}) {
  const set = (i: number, section: SpecSection) => onChange(sections.map((s, j) => (j === i ? section : s)));
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Specifications</legend>
      {sections.map((section, i) => (
        <div key={i} className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="spec-section">
          <div className="flex gap-2">
            <input
              aria-label={`Section ${i + 1} title`}
              placeholder="Section title (e.g. Electrical)"
              className={inputClasses}
              value={section.title}
              onChange={(e) => set(i, { ...section, title: e.target.value })}
            />
            <Button
              variant="ghost"
              size="sm"
              disabled={sections.length <= 1}
              onClick={() => onChange(sections.filter((_, j) => j !== i))}
            >
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
                  set(i, {
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
                  set(i, {
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
                onClick={() => set(i, { ...section, data: section.data.filter((_, k) => k !== r) })}
              >
                ✕
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set(i, { ...section, data: [...section.data, { key: '', value: '' }] })}
          >
            Add row
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => onChange([...sections, emptySection()])}>
        Add section
      </Button>
    </fieldset>
  );
}
