/**
 * A conversation as a list of messages, oldest first (a support ticket's thread): who wrote each
 * and when, in plain text (never HTML), the shop's side tinted. Empty, it says so.
 */
export interface ThreadMessage {
  id: string;
  /** Who wrote it, as shown ('You', 'MakerShop support', a staff member's name). */
  author: string;
  /** True for the shop's side. */
  fromShop: boolean;
  body: string;
  /** When, already formatted. */
  time: string;
  /** A short note beside the time ('sent by e-mail'). */
  note?: string;
}

export function MessageThread({
  messages,
  emptyText = 'No replies yet.',
  label,
}: {
  messages: ThreadMessage[];
  emptyText?: string;
  label: string;
}) {
  if (messages.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <ol aria-label={label} className="space-y-2">
      {messages.map((m) => (
        <li
          key={m.id}
          className={`rounded-lg border px-3 py-2 ${m.fromShop ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white'}`}
        >
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
            <span className="font-semibold text-slate-800">{m.author}</span>
            <span>{m.time}</span>
            {m.note && <span>· {m.note}</span>}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
