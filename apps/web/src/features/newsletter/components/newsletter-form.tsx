/**
 * The footer's newsletter sign-up (storefront spec §2 Footer; issue 30): an e-mail and Subscribe.
 * The server answers every address with the same sentence and mails a confirmation link; nothing
 * is sent until that link is opened. No zod here: the footer is on every page, and the server
 * checks the address anyway.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { useSubscribeNewsletter } from '../api/newsletter';

const ENTER_EMAIL = 'Please enter your email address';

export function NewsletterForm() {
  const subscribe = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    setMissing(trimmed === '');
    if (trimmed !== '') subscribe.mutate(trimmed);
  };
  const error = missing ? ENTER_EMAIL : subscribe.error?.message;
  return (
    <section aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="text-sm font-semibold uppercase tracking-wider text-white">
        Newsletter
      </h2>
      <p className="mt-3 text-sm text-slate-400">New parts, projects and offers, about twice a month.</p>
      {subscribe.data ? (
        <p role="status" className="mt-3 text-sm font-medium text-emerald-300">
          {subscribe.data}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Newsletter sign-up address
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-error' : undefined}
            className={`${inputClasses} min-w-0 flex-1`}
          />
          <Button type="submit" isLoading={subscribe.isPending}>
            Subscribe
          </Button>
        </form>
      )}
      {error && !subscribe.data && (
        <p id="newsletter-error" role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
