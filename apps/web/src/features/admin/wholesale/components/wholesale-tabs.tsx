/** The two tabs of the Wholesale screen with their counts (admin spec §2: 'All Products (n)', 'Wholesale Products (n)'). */
export type WholesaleTab = 'all' | 'wholesale';

interface Props {
  tab: WholesaleTab;
  onChange: (tab: WholesaleTab) => void;
  /** The counts as shown ('192', '1,000+'); undefined while loading. */
  allCount: string | undefined;
  wholesaleCount: string | undefined;
}

export function WholesaleTabs({ tab, onChange, allCount, wholesaleCount }: Props) {
  const tabs: [WholesaleTab, string, string | undefined][] = [
    ['all', 'All Products', allCount],
    ['wholesale', 'Wholesale Products', wholesaleCount],
  ];
  return (
    <div role="tablist" aria-label="Products" className="flex gap-1 rounded-lg bg-slate-100 p-1">
      {tabs.map(([value, label, count]) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={tab === value}
          onClick={() => onChange(value)}
          className={`flex-1 whitespace-nowrap rounded-md px-2 py-1.5 text-sm sm:px-3 font-medium md:flex-none ${tab === value ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
        >
          {label} ({count ?? '…'})
        </button>
      ))}
    </div>
  );
}
