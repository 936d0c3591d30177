/** The list's search box and tag buttons (storefront spec §2 Blogs); clicking the active tag clears it. */
import { SearchIcon } from '../../../components/ui/icons';

export function BlogFilters({
  search,
  onSearch,
  tags,
  tag,
  onTag,
}: {
  search: string;
  onSearch: (value: string) => void;
  tags: string[];
  tag: string;
  onTag: (value: string) => void;
}) {
  return (
    <div className="space-y-4">
      <label className="relative block max-w-xl">
        <span className="sr-only">Search blogs</span>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search blogs..."
          className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
      </label>
      {tags.length > 0 && (
        <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
          {tags.map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={t === tag}
              onClick={() => onTag(t === tag ? '' : t)}
              className={`rounded-full border px-3 py-1 text-sm ${
                t === tag
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600'
              }`}
            >
              {t}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
