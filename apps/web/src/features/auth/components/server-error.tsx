/** The server's answer when a form is refused (e.g. 'Invalid email or password'). */
export function ServerError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
    >
      {message}
    </p>
  );
}
