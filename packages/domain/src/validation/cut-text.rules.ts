/** Text cut for a card or a table cell (admin spec §10: news cards at 200, contact messages at 50). */

/**
 * `value` cut to at most `max` characters, with '…' in place of what was cut (spec §2: titles and
 * subtitles are cut to 200 characters on cards; the contact table cuts messages at 50).
 * Cuts between whole characters (an emoji is never split).
 */
export function cutText(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max).join('').trimEnd()}…`;
}
