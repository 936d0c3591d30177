/** The service areas table (admin spec §2 columns: Pincode … ODA badge, Delivery Time, Actions, Remove); cards on a phone. */
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import type { ZipcodeItem } from '../api/list-zipcodes';

interface ZipcodeTableProps {
  areas: ZipcodeItem[];
  onEdit: (area: ZipcodeItem) => void;
  onRemove: (area: ZipcodeItem) => void;
}

const HEADINGS = [
  'Pincode',
  'Dispatch Center',
  'Origin Center',
  'Return Center',
  'City',
  'State',
  'ODA',
  'Delivery Time',
  'Actions',
  'Remove',
];

const Oda = ({ area }: { area: ZipcodeItem }) => (
  <Badge tone={area.outOfDeliveryArea ? 'amber' : 'green'}>{area.outOfDeliveryArea ? 'Yes' : 'No'}</Badge>
);

export function ZipcodeTable({ areas, onEdit, onRemove }: ZipcodeTableProps) {
  const edit = (area: ZipcodeItem) => (
    <Button size="sm" variant="outline" onClick={() => onEdit(area)} aria-label={`Edit ${area.zipcode}`}>
      Edit
    </Button>
  );
  const remove = (area: ZipcodeItem) => (
    <Button size="sm" variant="danger" onClick={() => onRemove(area)} aria-label={`Remove ${area.zipcode}`}>
      Remove
    </Button>
  );
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              {HEADINGS.map((heading) => (
                <th
                  key={heading}
                  scope="col"
                  className="whitespace-nowrap px-2 py-2.5 text-left font-semibold text-slate-700"
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {areas.map((area) => (
              <tr key={area._id} data-testid={`zipcode-row-${area.zipcode}`}>
                <td className="px-2 py-2.5 font-mono text-slate-900">{area.zipcode}</td>
                <td className="px-2 py-2.5 text-xs text-slate-700">{area.dispatchCenter}</td>
                <td className="px-2 py-2.5 text-xs text-slate-700">{area.originCenter}</td>
                <td className="px-2 py-2.5 text-xs text-slate-700">{area.returnCenter}</td>
                <td className="px-2 py-2.5 text-slate-700">{area.facilityCity}</td>
                <td className="px-2 py-2.5 text-slate-700">{area.facilityState}</td>
                <td className="px-2 py-2.5">
                  <Oda area={area} />
                </td>
                <td className="px-2 py-2.5 text-slate-700">{area.deliveryTime}</td>
                <td className="px-2 py-2.5">{edit(area)}</td>
                <td className="px-2 py-2.5">{remove(area)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 lg:hidden">
        {areas.map((area) => (
          <li key={area._id} className="space-y-2 p-4" data-testid={`zipcode-card-${area.zipcode}`}>
            <div className="flex items-center justify-between">
              <p className="font-mono text-base font-semibold text-slate-900">{area.zipcode}</p>
              <span className="flex items-center gap-2 text-xs text-slate-600">
                ODA <Oda area={area} />
              </span>
            </div>
            <p className="text-sm text-slate-700">
              {area.facilityCity}, {area.facilityState} · {area.deliveryTime}
            </p>
            <p className="text-xs text-slate-500">
              Dispatch {area.dispatchCenter} · Origin {area.originCenter} · Return {area.returnCenter}
            </p>
            <div className="flex gap-2">
              {edit(area)}
              {remove(area)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
