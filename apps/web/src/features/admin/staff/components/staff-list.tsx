/** Staff members as rows that wrap on phones: name, e-mail, role, state and their actions (issue 9). */
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import type { StaffAccount } from '../api/list-staff';
import type { StaffDialog } from './staff-dialogs';

interface StaffListProps {
  staff: StaffAccount[];
  meId: string;
  onOpen: (dialog: StaffDialog) => void;
  onActivate: (staff: StaffAccount) => void;
}

export function StaffList({ staff, meId, onOpen, onActivate }: StaffListProps) {
  return (
    <ul className="divide-y divide-slate-200">
      {staff.map((person) => (
        <li
          key={person._id}
          aria-label={person.name}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5"
        >
          <div className="min-w-48 flex-1">
            <p className="font-medium text-slate-900">
              {person.name} {person._id === meId && <span className="text-sm font-normal text-slate-500">(you)</span>}
            </p>
            <p className="text-sm break-all text-slate-500">{person.email}</p>
          </div>
          <div className="flex gap-2">
            <Badge tone={person.role === 'SuperAdmin' ? 'indigo' : 'sky'}>{person.role}</Badge>
            <Badge tone={person.active ? 'green' : 'slate'}>{person.active ? 'Active' : 'Deactivated'}</Badge>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => onOpen({ kind: 'role', staff: person })}>
              Change role
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onOpen({ kind: 'reset-password', staff: person })}>
              Reset password
            </Button>
            {person.active ? (
              <Button size="sm" variant="danger" onClick={() => onOpen({ kind: 'deactivate', staff: person })}>
                Deactivate
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => onActivate(person)}>
                Reactivate
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
