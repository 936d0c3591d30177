/**
 * Voice search for the header's search box (storefront spec §2 Search, §9): the words heard fill
 * the box, and the search runs 0.5 s later (a newer result restarts the wait); messages (no
 * microphone, not supported…) are toasts.
 */
import { VOICE_SEARCH_NAVIGATION_DELAY_MS } from '@shop/domain/catalog/search-suggestions.rules';
import { useEffect, useRef } from 'react';
import { toast } from '../../../components/ui/toast';
import { useVoiceSearch } from './use-voice-search';

/** Takes the box's setText and search; gives useVoiceSearch's listening flag and toggle. */
export function useSpokenSearch(setText: (text: string) => void, search: (text: string) => void) {
  const voiceTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(voiceTimer.current), []);
  return useVoiceSearch({
    onResult: (spoken) => {
      setText(spoken);
      window.clearTimeout(voiceTimer.current);
      voiceTimer.current = window.setTimeout(() => search(spoken), VOICE_SEARCH_NAVIGATION_DELAY_MS);
    },
    onMessage: (message) => toast.error(message),
  });
}
