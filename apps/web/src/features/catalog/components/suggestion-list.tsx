/**
 * The search box's suggestion list (storefront spec §2 Search): the combobox's listbox, always
 * in the page so aria-controls names it, shown while the box is open. Categories, then brands,
 * then products, as the server orders them; the highlighted option follows the arrow keys.
 */
import type { Suggestion } from '../hooks/use-search-suggestions';

interface SuggestionListProps {
  id: string;
  open: boolean;
  suggestions: Suggestion[];
  active: number;
  status: 'loading' | 'error' | 'done';
  onChoose: (suggestion: Suggestion) => void;
}

const kindTone: Record<Suggestion['kind'], string> = {
  Category: 'bg-brand-50 text-brand-800',
  Brand: 'bg-orange-50 text-orange-800',
  Product: 'bg-slate-100 text-slate-700',
};

const statusText = {
  loading: 'Searching…',
  error: 'Suggestions are unavailable. Press Enter to search.',
  done: 'No suggestions. Press Enter to search.',
};

export function SuggestionList({ id, open, suggestions, active, status, onChoose }: SuggestionListProps) {
  return (
    <div
      hidden={!open}
      className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
    >
      <ul id={id} role="listbox" aria-label="Search suggestions">
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-600' : 'hover:bg-slate-50'}`}
          >
            <span
              className={`w-16 shrink-0 rounded px-1.5 py-0.5 text-center text-[11px] font-semibold ${kindTone[suggestion.kind]}`}
            >
              {suggestion.kind}
            </span>
            <span className="min-w-0 flex-1 truncate text-slate-800">{suggestion.label}</span>
            {suggestion.detail && (
              <span className="hidden shrink-0 text-xs text-slate-500 sm:inline">{suggestion.detail}</span>
            )}
          </li>
        ))}
      </ul>
      {open && suggestions.length === 0 && (
        <p role="status" className="px-3 py-3 text-sm text-slate-600">
          {statusText[status]}
        </p>
      )}
    </div>
  );
}
