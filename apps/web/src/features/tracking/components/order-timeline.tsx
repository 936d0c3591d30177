/** An order's tracking timeline (shopper spec §2 Track order): what has happened, oldest first, with times where the shop knows them. */
import type { TimelineEvent } from '@shop/domain/orders/order-tracking.responses';
import { formatDateTime } from '../../../lib/format';

const BAD_EVENTS = new Set<TimelineEvent['code']>(['cancelled', 'payment_failed', 'payment_expired']);

export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <ol className="relative ml-2 border-l-2 border-slate-200" aria-label="Order timeline">
      {events.map((event, i) => {
        const bad = BAD_EVENTS.has(event.code);
        const last = i === events.length - 1;
        return (
          <li key={`${event.code}-${i}`} className="relative pb-4 pl-5 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute -left-[7px] top-1 size-3 rounded-full ring-4 ring-white ${bad ? 'bg-red-500' : last ? 'bg-brand-600' : 'bg-green-600'}`}
            />
            <p className={`text-sm font-semibold ${bad ? 'text-red-700' : 'text-slate-900'}`}>{event.label}</p>
            {(event.at || event.location) && (
              <p className="text-xs text-slate-500">
                {event.at && <time dateTime={event.at}>{formatDateTime(event.at)}</time>}
                {event.at && event.location && ' · '}
                {event.location}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
