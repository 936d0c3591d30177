import { describe, expect, it } from 'vitest';
import { speechRecognitionOf, transcriptOf } from './use-voice-search';

class Standard {}
class Prefixed {}

describe('speechRecognitionOf', () => {
  it('finds the standard constructor first, then the WebKit-prefixed one', () => {
    expect(speechRecognitionOf({ SpeechRecognition: Standard, webkitSpeechRecognition: Prefixed })).toBe(Standard);
    expect(speechRecognitionOf({ webkitSpeechRecognition: Prefixed })).toBe(Prefixed);
  });

  it('finds none in a browser without speech recognition, so the box says it is not supported', () => {
    expect(speechRecognitionOf({})).toBeUndefined();
  });
});

describe('transcriptOf', () => {
  it('takes the first alternative of the first result, trimmed', () => {
    expect(transcriptOf([[{ transcript: ' arduino uno ' }, { transcript: 'are do we know' }]])).toBe('arduino uno');
  });

  it('is empty when nothing was heard', () => {
    expect(transcriptOf([])).toBe('');
  });
});
