/**
 * The header search box (storefront spec §2 Search, §4, §9), a WAI-ARIA combobox: suggestions
 * 500 ms after typing stops; Arrow Down/Up move through them, Enter chooses the highlighted one
 * (navigates and clears the box) or searches /product?search=… when the trimmed text is not
 * empty, Escape closes the list (and clears the box when it is already closed); a click outside
 * closes it. The microphone fills the box by voice and searches 0.5 s later. The box shows the
 * ?search= of the page being viewed.
 */
import { SearchIcon } from '../../../components/ui/icons';
import { useSearchBox } from '../hooks/use-search-box';
import { SuggestionList } from './suggestion-list';
import { VoiceSearchButton } from './voice-search-button';

/** The search form; `className` places it in the header. */
export function SearchBox({ className = '' }: { className?: string }) {
  const {
    text,
    listId,
    rootRef,
    shown,
    active,
    status,
    showList,
    activeId,
    voice,
    close,
    choose,
    search,
    onType,
    onKeyDown,
    openList,
  } = useSearchBox();
  return (
    <form
      ref={rootRef}
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
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
        aria-activedescendant={activeId}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search boards, sensors, motors, brands…"
        value={text}
        onChange={(event) => onType(event.target.value)}
        onFocus={openList}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white pl-4 pr-24 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
      />
      <div className="absolute inset-y-1 right-1 flex gap-1">
        <VoiceSearchButton listening={voice.listening} onClick={voice.toggle} />
        <button
          type="submit"
          className="flex w-10 items-center justify-center rounded-md bg-brand-600 text-white hover:bg-brand-700"
        >
          <SearchIcon className="size-5" />
          <span className="sr-only">Search</span>
        </button>
      </div>
      <SuggestionList
        id={listId}
        open={showList}
        suggestions={shown}
        active={active}
        status={status}
        onChoose={choose}
      />
    </form>
  );
}
