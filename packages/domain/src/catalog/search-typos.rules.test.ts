import { describe, expect, it } from 'vitest';
import {
  editDistance,
  editLikeness,
  mayBeTransposed,
  TRANSPOSITION_MIN_LENGTH,
  transpositionsOf,
} from './search-typos.rules';

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['ardiuno', 'arduino', 1],
    ['arudino', 'arduino', 1],
    ['adruino', 'arduino', 1],
    ['raduino', 'arduino', 1],
    ['arduion', 'arduino', 1],
    ['arduno', 'arduino', 1],
    ['arduinoo', 'arduino', 1],
    ['arfuino', 'arduino', 1],
    ['arduino', 'arduino', 0],
    ['', '', 0],
    ['', 'pump', 4],
    ['pump', '', 4],
    ['pmup', 'pump', 1],
    ['motr', 'motor', 1],
    ['drvier', 'driver', 1],
    ['adriuno', 'arduino', 2],
    ['kitten', 'sitting', 3],
    // Optimal string alignment edits no character twice: true Damerau–Levenshtein would say 2.
    ['ca', 'abc', 3],
  ])('%j → %j is %i edits', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('counts a swap as one edit where Levenshtein would count two', () => {
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('abcd', 'badc')).toBe(2);
  });

  it('compares letters beyond ASCII as one character each', () => {
    expect(editDistance('café', 'caéf')).toBe(1);
    expect(editDistance('मोटर', 'मोटर')).toBe(0);
  });
});

describe('editLikeness', () => {
  it('is 1 less the share of the longer word that was edited', () => {
    expect(editLikeness('ardiuno', 'arduino')).toBeCloseTo(6 / 7, 10);
    expect(editLikeness('pmup', 'pump')).toBe(0.75);
    expect(editLikeness('servo', 'servo')).toBe(1);
    expect(editLikeness('', '')).toBe(1);
    expect(editLikeness('abc', 'xyz')).toBe(0);
  });
});

describe('transpositionsOf', () => {
  it('lists every word one swap of adjacent letters away, in the order of the swap', () => {
    expect(transpositionsOf('ardiuno')).toEqual(['radiuno', 'adriuno', 'ariduno', 'arduino', 'ardinuo', 'ardiuon']);
  });

  it.each(['ardiuno', 'arudino', 'adruino'])('%j has "arduino" among its swaps', (typo) => {
    expect(transpositionsOf(typo)).toContain('arduino');
  });

  it('gives only words one edit away, never the word itself, each once', () => {
    for (const word of ['ardiuno', 'pmup', 'letter', 'aabb', 'servo']) {
      const swaps = transpositionsOf(word);
      expect(swaps).not.toContain(word);
      expect(new Set(swaps).size).toBe(swaps.length);
      for (const swap of swaps) expect(editDistance(word, swap)).toBe(1);
    }
    expect(transpositionsOf('aaaa')).toEqual([]);
  });

  it(`forgives no swap in a word shorter than ${TRANSPOSITION_MIN_LENGTH} letters or with a digit`, () => {
    expect(transpositionsOf('nuo')).toEqual([]);
    expect(transpositionsOf('a4898')).toEqual([]);
    expect(transpositionsOf('es3p2')).toEqual([]);
    expect(transpositionsOf('pmup')).toContain('pump');
    expect(mayBeTransposed('nuo')).toBe(false);
    expect(mayBeTransposed('wrie')).toBe(true);
    expect(mayBeTransposed('mg996')).toBe(false);
  });
});
