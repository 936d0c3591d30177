/** The search box's suggestion list: categories, then brands, then products (storefront spec §2 Search). */
import type { Suggestion } from '../hooks/use-search-suggestions';

interface SuggestionListProps {
  id: string;
  suggestions: Suggestion[];
  active: number;
  isLoading: boolean;
  onChoose: (suggestion: Suggestion) => void;
}

const kindTone: Record<Suggestion['kind'], string> = {
  Category: 'bg-brand-50 text-brand-700',
  Brand: 'bg-orange-50 text-orange-700',
  Product: 'bg-slate-100 text-slate-600',
};

export function SuggestionList({ id, suggestions, active, isLoading, onChoose }: SuggestionListProps) {
  return (
    <div className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
      <ul id={id} role="listbox" aria-label="Search suggestions">
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-slate-100' : 'hover:bg-slate-50'}`}
          >
            <span className={`w-16 shrink-0 rounded px-1.5 py-0.5 text-center text-[11px] font-semibold ${kindTone[suggestion.kind]}`}>{suggestion.kind}</span>
            <span className="min-w-0 flex-1 truncate text-slate-800">{suggestion.label}</span>
            {suggestion.detail && <span className="hidden shrink-0 text-xs text-slate-500 sm:inline">{suggestion.detail}</span>}
          </li>
        ))}
      </ul>
      {suggestions.length === 0 && (
        <p className="px-3 py-3 text-sm text-slate-500">{isLoading ? 'Searching…' : 'No suggestions. Press Enter to search.'}</p>
      )}
    </div>
  );
}
