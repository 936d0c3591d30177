/**
 * LIKE patterns from text a user typed: its wildcards (`%`, `_`) and the escape character (`\`)
 * taken literally, so that '100%' finds "100%" and not everything starting "100".
 */

/** `text` with LIKE's wildcards and escape character taken literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern that finds `text` anywhere ('%text%'), taken literally. */
export function likeContaining(text: string): string {
  return `%${likeLiteral(text)}%`;
}
