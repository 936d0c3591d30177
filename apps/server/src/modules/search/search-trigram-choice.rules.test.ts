/**
 * The search box's rare trigrams as the server chooses them (docs/decisions/046, 047): the rule,
 * words with corrections, and words that give no trigram.
 */
import { describe, expect, it } from 'vitest';
import {
  chooseRareTrigrams,
  chooseSuggestionScan,
  mayHaveCorrections,
  mayHaveSwaps,
  type TrigramStats,
} from './search-trigram-choice.rules';

const stats = (counts: Record<string, number>, catalogueWords: string[] = [], products = 100_000): TrigramStats => ({
  products,
  counts: new Map(Object.entries(counts)),
  catalogueWords: new Set(catalogueWords),
});

describe('chooseRareTrigrams', () => {
  const counts = {
    dro: 22_921,
    ron: 33_680,
    one: 26_825,
    fra: 2_604,
    ram: 6_893,
    ame: 9_926,
    ser: 20_000,
    erv: 4_944,
    rvo: 4_754,
  };
  const words = ['drone', 'frame', 'servo'];

  it("asks for the rarest trigram, then another word's rarest", () => {
    expect(chooseRareTrigrams(['drone', 'frame'], stats(counts, words))).toEqual([['%fra%'], ['%dro%']]);
    expect(chooseRareTrigrams(['frame', 'servo'], stats(counts, words))).toEqual([['%fra%'], ['%rvo%']]);
  });

  it('asks for a lone word’s two rarest, and the one twice when it has one', () => {
    expect(chooseRareTrigrams(['frame'], stats(counts, words))).toEqual([['%fra%'], ['%ram%']]);
    expect(chooseRareTrigrams(['uno'], stats({ uno: 3_257 }))).toEqual([['%uno%'], ['%uno%']]);
  });

  it('counts a trigram it has no count of as the rarest', () => {
    expect(chooseRareTrigrams(['a4988'], stats({ a49: 580, '498': 900 }))).toEqual([['%988%'], ['%a49%']]);
  });

  it('takes part numbers and short words as typed, and leaves out words of under 3 characters and trigrams of other characters', () => {
    expect(
      chooseRareTrigrams(['lipo', '3s', '2200'], stats({ lip: 6_252, ipo: 7_000, '220': 5_335, '200': 30_000 })),
    ).toEqual([['%220%'], ['%lip%']]);
    // No trigram: the index is asked for the first word of 3 characters or more, as it is typed.
    expect(chooseRareTrigrams(['3.7v', 'li'], stats({}))).toEqual([['%3.7v%'], ['%3.7v%']]);
    expect(chooseRareTrigrams(['li', '3s'], stats({}))).toBeUndefined();
  });

  it('lets a word with corrections stand only by the trigrams each correction holds too', () => {
    const arduino = [{ word: 'arduino', similarity: 0.5 }];
    // 'ard', 'rdu', 'duo'… of 'arduno': only 'ard' and 'rdu' are in 'arduino'; 'uno' is rarer but not held.
    expect(chooseRareTrigrams(['arduno'], stats({ ard: 3_000, rdu: 2_900, dun: 10, uno: 5 }), [arduino])).toEqual([
      ['%rdu%'],
      ['%ard%'],
    ]);
    expect(chooseRareTrigrams(['arduno', 'uno'], stats({ ard: 3_000, rdu: 2_900, uno: 3_257 }), [arduino, []])).toEqual(
      [['%rdu%'], ['%uno%']],
    );
    // A word no trigram of which every correction holds: the other word's trigrams, or its own patterns.
    const two = [
      { word: 'servo', similarity: 0.5 },
      { word: 'sever', similarity: 0.5 },
    ];
    expect(chooseRareTrigrams(['serve', 'motor'], stats({ mot: 9, oto: 8, tor: 20 }), [two, []])).toEqual([
      ['%oto%'],
      ['%mot%'],
    ]);
    expect(chooseRareTrigrams(['serve'], stats({}), [two])).toEqual([
      ['%serve%', '%servo%', '%sever%'],
      ['%serve%', '%servo%', '%sever%'],
    ]);
  });
});

describe('chooseSuggestionScan', () => {
  const counts = { ard: 28_369, rdu: 9_377, sen: 21_068, tem: 3_640, ole: 559 };

  it('reads the table for a lone 3-character word in 1/25 of the products or more', () => {
    expect(chooseSuggestionScan(['ard'], 'ard', stats(counts))).toEqual({ table: true });
    expect(chooseSuggestionScan(['sen'], 'sen', stats(counts))).toEqual({ table: true });
    // 3,640 of 100,000 is under 1/25; the same word in a smaller catalogue is over it.
    expect(chooseSuggestionScan(['tem'], 'tem', stats(counts))).toEqual({ table: false, lookup: ['%tem%'] });
    expect(chooseSuggestionScan(['tem'], 'tem', stats(counts, [], 50_000))).toEqual({ table: true });
  });

  it('asks the index for the rarest trigram of a longer word, or of a word with others', () => {
    expect(chooseSuggestionScan(['ardu'], 'ardu', stats(counts))).toEqual({ table: false, lookup: ['%rdu%'] });
    // Another word could rule out most of the table's rows: the index, however common the word.
    expect(chooseSuggestionScan(['ard', 'ole'], 'ard', stats(counts))).toEqual({ table: false, lookup: ['%ard%'] });
  });

  it('leaves a word that may be a typo, or has no trigram, to the statement', () => {
    expect(chooseSuggestionScan(['arduno'], 'arduno', stats(counts, ['arduino']))).toEqual({
      table: false,
      lookup: null,
    });
    expect(chooseSuggestionScan(['3.7v'], '3.7v', stats(counts))).toEqual({ table: false, lookup: null });
    // A catalogue word has no corrections: its rarest trigram.
    expect(chooseSuggestionScan(['arduino'], 'arduino', stats(counts, ['arduino']))).toEqual({
      table: false,
      lookup: ['%dui%'],
    });
  });

  it('leaves a 4-letter word one swap from a catalogue word to the statement, and keeps the rarest trigram of another (docs/decisions/061)', () => {
    const lipo = stats({ lpi: 10, pio: 20, lip: 6_252, ipo: 7_000, ard: 28_369, rdu: 9_377 }, ['lipo', 'arduino']);
    expect(chooseSuggestionScan(['lpio'], 'lpio', lipo)).toEqual({ table: false, lookup: null });
    // 'ardu' is a prefix, not a typo: none of its swaps is a catalogue word.
    expect(chooseSuggestionScan(['ardu'], 'ardu', lipo)).toEqual({ table: false, lookup: ['%rdu%'] });
    expect(chooseSuggestionScan(['lipo'], 'lipo', lipo)).toEqual({ table: false, lookup: ['%lip%'] });
  });
});

describe('mayHaveCorrections', () => {
  const kept = stats({}, ['arduino', 'lipo', 'trail', 'trial']);

  it.each([
    ['ardiuno', true],
    ['arduno', true],
    ['lpio', true],
    ['lipa', false],
    ['ardu', false],
    ['trail', false],
    ['nuo', false],
    ['a4898', false],
  ])('%j: %s', (word, expected) => {
    expect(mayHaveCorrections(word, kept)).toBe(expected);
  });

  it('tells a swap of a catalogue word (mayHaveSwaps) from a misspelling', () => {
    expect(mayHaveSwaps('ardiuno', kept)).toBe(true);
    expect(mayHaveSwaps('lpio', kept)).toBe(true);
    expect(mayHaveSwaps('arduno', kept)).toBe(false);
    expect(mayHaveSwaps('trail', kept)).toBe(false);
    expect(mayHaveSwaps('ardu', kept)).toBe(false);
  });
});
