/**
 * "Sign in with Google" on /login and /signup (shopper spec §2), shown only while the server has
 * Google sign-in on: a plain link to GET /api/v1/auth/google, which leaves for Google and comes
 * back to /auth/success, /auth/error or, for a new person, /signup?google=true.
 */
import { buttonClasses } from '../../../components/ui/button';
import { googleSignInHref, useGoogleSignInEnabled } from '../api/google-sign-in';

/** Google's "G", in its four colours. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** The link and an "or" line above the form below it; nothing while Google sign-in is off. */
export function GoogleSignInLink({ returnTo, label }: { returnTo: string; label: string }) {
  if (!useGoogleSignInEnabled()) return null;
  return (
    <div className="mb-5">
      <a href={googleSignInHref(returnTo)} className={buttonClasses('secondary', 'lg', 'w-full')}>
        <GoogleMark />
        {label}
      </a>
      <p className="mt-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </p>
    </div>
  );
}
