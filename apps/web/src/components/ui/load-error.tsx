/** A panel in place of a list that could not load: what failed, the server's message, and Try again. */
import { Button } from './button';

export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="max-w-md text-sm text-slate-500">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
