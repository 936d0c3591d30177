/**
 * Swapped letters, the commonest typing error (issue 27, docs/decisions/061): 'ardiuno',
 * 'arudino' and 'adruino' are each one adjacent transposition from 'arduino'. The search and its
 * suggestions count such a swap as one edit (optimal string alignment, the restricted
 * Damerau–Levenshtein distance) in any word of TRANSPOSITION_MIN_LENGTH letters or more without a
 * digit; part numbers ('a4988') still match only as typed.
 */

/** The shortest word whose swapped letters are forgiven: 'pmup' → 'pump', never 'nuo' → 'uno'. */
export const TRANSPOSITION_MIN_LENGTH = 4;

/** Whether a folded search word may be a swap typo: TRANSPOSITION_MIN_LENGTH letters or more, no digit (not a part number). */
export function mayBeTransposed(word: string): boolean {
  return [...word].length >= TRANSPOSITION_MIN_LENGTH && !/[0-9]/.test(word);
}

/**
 * The optimal string alignment distance between two words: the fewest single-character
 * insertions, deletions, substitutions and swaps of two adjacent characters that turn `a` into
 * `b`, no character edited twice (so 'ca' → 'abc' is 3, not true Damerau's 2). Compares Unicode
 * code points; case-sensitive. 'ardiuno' → 'arduino' is 1 where Levenshtein counts 2.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  // Three rows of the table: two back (for a swap), the previous, the current.
  let twoBack: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1);
      current.push(best);
    }
    twoBack = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * How alike two words are by their edits, from 0 to 1: 1 − editDistance / the longer length
 * ('ardiuno' and 'arduino': 1 − 1/7 ≈ 0.857); 1 for two empty words.
 */
export function editLikeness(a: string, b: string): number {
  const longer = Math.max([...a].length, [...b].length);
  return longer === 0 ? 1 : 1 - editDistance(a, b) / longer;
}

/**
 * The distinct words one swap of two adjacent, different letters away from `word`, in the order
 * of the swap's position ('ardiuno' → 'raduino', 'adriuno', 'ariduno', 'arduino', …); none for a
 * word that may not be a swap typo (mayBeTransposed). Each is editDistance 1 from the word.
 */
export function transpositionsOf(word: string): string[] {
  if (!mayBeTransposed(word)) return [];
  const letters = [...word];
  const swapped = letters.slice(0, -1).flatMap((letter, at) => {
    const next = letters[at + 1]!;
    if (letter === next) return [];
    return [[...letters.slice(0, at), next, letter, ...letters.slice(at + 2)].join('')];
  });
  return [...new Set(swapped)];
}
