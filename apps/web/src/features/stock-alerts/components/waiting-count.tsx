/** Staff's note of how many customers wait for a back-in-stock mail of a product (issue 29); nothing when none. */
export function WaitingCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="mt-1 block text-xs font-medium text-amber-800" data-testid="alert-waiting">
      {count} {count === 1 ? 'customer waits' : 'customers wait'} for a back-in-stock mail
    </span>
  );
}
