import { useEffect, useRef } from 'react';

/**
 * The server's answer when a form is refused (e.g. 'Invalid email or password'), above the form.
 * On a phone the button that was pressed is a screen or more below it, so a new answer is scrolled
 * into view (the least scroll that shows it); role="alert" reads it out.
 */
export function ServerError({ message }: { message?: string }) {
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) shown.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={shown}
      role="alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
    >
      {message}
    </p>
  );
}
