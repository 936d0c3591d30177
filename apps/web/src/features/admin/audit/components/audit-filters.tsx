/** The audit log's filters: entity, staff member and India-date range (issue 9; decision 034). */
import { AUDIT_ENTITIES } from '@shop/domain/audit/audit.schemas';
import { InputField } from '../../../../components/ui/input';
import { SelectField } from '../../../../components/ui/select';
import type { AuditFilters as Filters } from '../api/list-audit';
import type { StaffAccount } from '../../staff/api/list-staff';

interface AuditFiltersProps {
  filters: Filters;
  staff: StaffAccount[];
  onChange: (filters: Filters) => void;
}

export function AuditFilters({ filters, staff, onChange }: AuditFiltersProps) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="What changed"
        value={filters.entity ?? ''}
        options={[
          { value: '', label: 'Everything' },
          ...AUDIT_ENTITIES.map((e) => ({ value: e, label: e.charAt(0).toUpperCase() + e.slice(1) })),
        ]}
        onChange={(e) => set({ entity: (e.target.value || undefined) as Filters['entity'] })}
      />
      <SelectField
        label="Staff member"
        value={filters.staff_id ?? ''}
        options={[
          { value: '', label: 'Anyone' },
          ...staff.map((s) => ({ value: s._id, label: `${s.name} (${s.email})` })),
        ]}
        onChange={(e) => set({ staff_id: e.target.value || undefined })}
      />
      <InputField
        label="From (India date)"
        type="date"
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(e) => set({ from: e.target.value || undefined })}
      />
      <InputField
        label="To (India date)"
        type="date"
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(e) => set({ to: e.target.value || undefined })}
      />
    </div>
  );
}
