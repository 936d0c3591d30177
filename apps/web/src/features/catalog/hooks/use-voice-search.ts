/**
 * Voice search with the browser's speech recognition (storefront spec §2 Search, §4, §5, §8):
 * listening while recording; a result is handed to `onResult`; a browser without speech
 * recognition, or a recognition error, is reported with the spec's messages.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_SEARCH_FAILED, VOICE_SEARCH_UNSUPPORTED } from '@shop/domain/catalog/search-suggestions.rules';

/** The part of the Web Speech API's SpeechRecognition that voice search uses. */
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's SpeechRecognition (standard or WebKit-prefixed), or undefined where there is none. */
export function speechRecognitionOf(win: object): SpeechRecognitionConstructor | undefined {
  const w = win as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** The first result's transcript, trimmed; '' when there is none. */
export function transcriptOf(results: ArrayLike<ArrayLike<{ transcript: string }>>): string {
  return results[0]?.[0]?.transcript.trim() ?? '';
}

/** Errors that are the shopper's own doing (they stopped it), not a failure to report. */
const QUIET_ERRORS = new Set(['aborted']);

export function useVoiceSearch({
  onResult,
  onMessage,
}: {
  onResult: (text: string) => void;
  onMessage: (message: string) => void;
}) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const handlers = useRef({ onResult, onMessage });
  useEffect(() => {
    handlers.current = { onResult, onMessage };
  });
  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.abort();
      return;
    }
    const Recognition = speechRecognitionOf(window);
    if (!Recognition) return handlers.current.onMessage(VOICE_SEARCH_UNSUPPORTED);
    const r = new Recognition();
    r.lang = 'en-IN';
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const text = transcriptOf(event.results);
      if (text) handlers.current.onResult(text);
    };
    r.onerror = (event) => {
      if (!QUIET_ERRORS.has(event.error)) handlers.current.onMessage(VOICE_SEARCH_FAILED);
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    try {
      r.start();
      recognition.current = r;
      setListening(true);
    } catch {
      handlers.current.onMessage(VOICE_SEARCH_FAILED);
    }
  }, []);

  return { listening, toggle };
}
