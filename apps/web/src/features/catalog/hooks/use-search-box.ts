/**
 * The header search box's state (storefront spec §2 Search, §4, §9), a WAI-ARIA combobox: the text
 * (replaced by the URL's ?search= when that changes), whether the list is open and which suggestion
 * is highlighted, the keys (Arrow Down/Up, Enter, Escape), choosing a suggestion or searching
 * /product?search=…, and voice search, which searches 0.5 s after the words arrive.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { suggestionQueryOf, useSearchSuggestions, type Suggestion } from './use-search-suggestions';
import { useSpokenSearch } from './use-spoken-search';

/** Gives what the form renders (text, ids, suggestions shown, highlight, list status) and its handlers. */
export function useSearchBox() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const urlSearch = searchParams.get('search') ?? '';
  const [text, setText] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const { suggestions, isLoading, isError, query } = useSearchSuggestions(text);
  const settled = query === suggestionQueryOf(text);
  const shown = settled ? suggestions : [];

  // The URL's search (a results page, or leaving it) replaces what is in the box.
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    setText(urlSearch);
  }

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
  const voice = useSpokenSearch(setText, search);

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

  const onType = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
  };
  const openList = () => setOpen(true);
  const status = !settled || isLoading ? 'loading' : isError ? 'error' : 'done';
  const showList = open && text.trim().length > 0;
  const activeId = showList && active >= 0 && shown[active] ? `${listId}-${active}` : undefined;
  return {
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
  } as const;
}
