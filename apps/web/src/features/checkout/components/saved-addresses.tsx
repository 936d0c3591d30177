/** The customer's saved addresses as a radio list; choosing one fills the form (shopper spec §2 checkout). */
export const NEW_ADDRESS = -1;

interface SavedAddressesProps {
  addresses: string[];
  selected: number;
  onSelect: (index: number) => void;
}

export function SavedAddresses({ addresses, selected, onSelect }: SavedAddressesProps) {
  if (addresses.length === 0) return null;
  const option = (index: number, text: string) => (
    <label
      key={index}
      className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${
        selected === index ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300'
      }`}
    >
      <input type="radio" name="saved-address" className="mt-0.5 size-4 accent-brand-600" checked={selected === index} onChange={() => onSelect(index)} />
      <span className="text-slate-800">{text}</span>
    </label>
  );
  return (
    <fieldset className="mb-5">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Saved addresses</legend>
      <div className="grid gap-2">
        {addresses.map((address, index) => option(index, address))}
        {option(NEW_ADDRESS, 'Deliver somewhere else')}
      </div>
    </fieldset>
  );
}
