/**
 * /auth/error?reason=… (shopper spec §2): where a Google sign-in that could not finish lands. It
 * says why in the shopper's words (domain's google-sign-in.rules.ts; 'Authentication failed.
 * Please try again.' for a reason it does not know) and offers the way back to /login and, while
 * Google sign-in is on, another try. It stays until the shopper chooses, so the reason is read.
 */
import { Link, useSearchParams } from 'react-router';
import { googleRefusalMessage } from '@shop/domain/accounts/google-sign-in.rules';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { googleSignInHref, useGoogleSignInEnabled } from '../api/google-sign-in';
import { AuthCard } from './auth-card';
import { ServerError } from './server-error';

export function AuthErrorPage() {
  const [searchParams] = useSearchParams();
  const googleOn = useGoogleSignInEnabled();
  return (
    <AuthCard
      title="Sign-in failed"
      subtitle="We could not sign you in with Google."
      footer={
        <>
          New to MakerShop?{' '}
          <Link to={paths.signup()} className="font-semibold text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <ServerError message={googleRefusalMessage(searchParams.get('reason'))} />
      <div className="flex flex-col gap-3">
        <Link to={paths.login()} className={buttonClasses('primary', 'lg', 'w-full')}>
          Back to login
        </Link>
        {googleOn && (
          <a href={googleSignInHref('/')} className={buttonClasses('secondary', 'lg', 'w-full')}>
            Try Google again
          </a>
        )}
      </div>
    </AuthCard>
  );
}
