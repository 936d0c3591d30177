/**
 * The header search box (storefront spec §2 Search): suggestions after 500 ms, Enter searches
 * /product?search=… when the trimmed text is not empty, choosing a suggestion clears the box,
 * and the box shows the ?search= of the page being viewed.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useSearchSuggestions, type Suggestion } from '../hooks/use-search-suggestions';
import { SuggestionList } from './suggestion-list';

export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const urlSearch = searchParams.get('search') ?? '';
  const [text, setText] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const { suggestions, isLoading, query } = useSearchSuggestions(text);
  const settled = query === text.trim();

  // The URL's search (a results page, or leaving it) replaces what is in the box.
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    setText(urlSearch);
  }

  const choose = (suggestion: Suggestion) => {
    setText('');
    setOpen(false);
    setActive(-1);
    navigate(suggestion.href);
  };
  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setOpen(false);
    navigate(paths.products({ search: trimmed }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (suggestions.length ? (current + step + suggestions.length) % suggestions.length : -1));
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter' && open && settled && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    }
  };

  const showList = open && text.trim().length > 0;
  return (
    <form
      ref={rootRef}
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search products
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="Search boards, sensors, motors, brands…"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white pl-4 pr-12 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
      />
      <button type="submit" className="absolute inset-y-1 right-1 flex w-10 items-center justify-center rounded-md bg-brand-600 text-white hover:bg-brand-700">
        <SearchIcon className="size-5" />
        <span className="sr-only">Search</span>
      </button>
      {showList && <SuggestionList id={listId} suggestions={settled ? suggestions : []} active={active} isLoading={!settled || isLoading} onChoose={choose} />}
    </form>
  );
}
