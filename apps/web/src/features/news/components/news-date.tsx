/** A news item's date as India reads it, e.g. 29 Nov 2026. */
const FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export function NewsDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{FORMAT.format(new Date(iso))}</time>;
}
