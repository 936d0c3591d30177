/**
 * The header search box (storefront spec §2 Search, §4, §9), a WAI-ARIA combobox: suggestions
 * 500 ms after typing stops; Arrow Down/Up move through them, Enter chooses the highlighted one
 * (navigates and clears the box) or searches /product?search=… when the trimmed text is not
 * empty, Escape closes the list (and clears the box when it is already closed); a click outside
 * closes it. The microphone fills the box by voice and searches 0.5 s later. The box shows the
 * ?search= of the page being viewed.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { VOICE_SEARCH_NAVIGATION_DELAY_MS } from '@shop/domain/catalog/search-suggestions';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { suggestionQueryOf, useSearchSuggestions, type Suggestion } from '../hooks/use-search-suggestions';
import { useVoiceSearch } from '../hooks/use-voice-search';
import { SuggestionList } from './suggestion-list';
import { VoiceSearchButton } from './voice-search-button';

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
  const voiceTimer = useRef<number | undefined>(undefined);
  const { suggestions, isLoading, isError, query } = useSearchSuggestions(text);
  const settled = query === suggestionQueryOf(text);
  const shown = settled ? suggestions : [];

  // The URL's search (a results page, or leaving it) replaces what is in the box.
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    setText(urlSearch);
  }
  useEffect(() => () => window.clearTimeout(voiceTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: Suggestion) => {
    setText('');
    close();
    navigate(suggestion.href);
  };
  const search = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    close();
    navigate(paths.products({ search: trimmed }));
  };
  const voice = useVoiceSearch({
    onResult: (spoken) => {
      setText(spoken);
      window.clearTimeout(voiceTimer.current);
      voiceTimer.current = window.setTimeout(() => search(spoken), VOICE_SEARCH_NAVIGATION_DELAY_MS);
    },
    onMessage: (message) => toast.error(message),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (shown.length === 0) return setActive(-1);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 && step < 0 ? shown.length - 1 : (current + step + shown.length) % shown.length,
      );
    } else if (event.key === 'Escape') {
      // A search input clears itself on Escape; the combobox decides instead.
      event.preventDefault();
      if (open && text.trim()) close();
      else setText('');
    } else if (event.key === 'Enter' && open && active >= 0 && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    }
  };

  const showList = open && text.trim().length > 0;
  const activeId = showList && active >= 0 && shown[active] ? `${listId}-${active}` : undefined;
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
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
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
        status={!settled || isLoading ? 'loading' : isError ? 'error' : 'done'}
        onChoose={choose}
      />
    </form>
  );
}
