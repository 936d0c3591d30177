/**
 * The search box's rare trigrams as the server chooses them (docs/decisions/046): the rule, and
 * when it leaves the choice to the statement.
 */
import { describe, expect, it } from 'vitest';
import { chooseRareTrigrams, type TrigramStats } from './search-trigram-choice';

const stats = (counts: Record<string, number>, catalogueWords: string[] = []): TrigramStats => ({
  counts: new Map(Object.entries(counts)),
  catalogueWords: new Set(catalogueWords),
});

describe('chooseRareTrigrams', () => {
  const counts = { dro: 22_921, ron: 33_680, one: 26_825, fra: 2_604, ram: 6_893, ame: 9_926, ser: 20_000, erv: 4_944, rvo: 4_754 };
  const words = ['drone', 'frame', 'servo'];

  it("asks for the rarest trigram, then another word's rarest", () => {
    expect(chooseRareTrigrams(['drone', 'frame'], stats(counts, words))).toEqual(['%fra%', '%dro%']);
    expect(chooseRareTrigrams(['frame', 'servo'], stats(counts, words))).toEqual(['%fra%', '%rvo%']);
  });

  it('asks for a lone word’s two rarest, and the one twice when it has one', () => {
    expect(chooseRareTrigrams(['frame'], stats(counts, words))).toEqual(['%fra%', '%ram%']);
    expect(chooseRareTrigrams(['uno'], stats({ uno: 3_257 }))).toEqual(['%uno%', '%uno%']);
  });

  it('counts a trigram it has no count of as the rarest', () => {
    expect(chooseRareTrigrams(['a4988'], stats({ a49: 580, '498': 900 }))).toEqual(['%988%', '%a49%']);
  });

  it('takes part numbers and short words as typed, and leaves out words of under 3 characters and trigrams of other characters', () => {
    expect(chooseRareTrigrams(['lipo', '3s', '2200'], stats({ lip: 6_252, ipo: 7_000, '220': 5_335, '200': 30_000 }))).toEqual(['%220%', '%lip%']);
    expect(chooseRareTrigrams(['3.7v', 'li'], stats({}))).toBeUndefined();
  });

  it('leaves the choice to the statement when a word may be a typo of catalogue words', () => {
    // 'arduno' is no catalogue word: its corrections decide which trigrams stand for it.
    expect(chooseRareTrigrams(['arduno', 'uno'], stats({ uno: 3_257 }, ['arduino']))).toBeUndefined();
    // A long word that is a catalogue word has no corrections: it stands for itself.
    expect(chooseRareTrigrams(['frame'], stats(counts, ['frame']))).toEqual(['%fra%', '%ram%']);
  });
});
