/**
 * Specification sections of the product form (admin spec §2 Edit Product modal): each a title and
 * key/value rows. A section can be added, and removed only while more than one exists; a row can
 * be added, and removed only while more than one is left in its section.
 */
import { Button } from '../../../../components/ui/button';
import { SpecSectionEditor, type SpecSection } from './spec-section-editor';

export type { SpecSection };

export const emptySection = (): SpecSection => ({ title: '', data: [{ key: '', value: '' }] });

/** The sections and Add section; every change gives the whole new list through onChange. */
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
        <SpecSectionEditor
          key={i}
          section={section}
          index={i}
          canRemove={sections.length > 1}
          onChange={(next) => set(i, next)}
          onRemove={() => onChange(sections.filter((_, j) => j !== i))}
        />
      ))}
      <Button variant="outline" size="sm" onClick={() => onChange([...sections, emptySection()])}>
        Add section
      </Button>
    </fieldset>
  );
}
