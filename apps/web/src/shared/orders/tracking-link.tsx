/**
 * A shipment's tracking link (shopper spec §2 Track order, order details; issue 27 item 12). The
 * API gives a path on the shop for the sandbox courier's page (/track-order?…), which opens here,
 * on the host the shopper is on, signed in as they are; a courier's own http(s) page opens in a
 * new tab. Anything else (a stored value is never trusted to be a link) renders `fallback`.
 */
import type { ReactNode } from 'react';

interface TrackingLinkProps {
  url: string | null | undefined;
  className?: string;
  children: ReactNode;
  /** Shown instead when there is no usable link. */
  fallback?: ReactNode;
}

/** Where a tracking URL may lead: a path on this shop, or an http(s) page elsewhere; null otherwise. */
export function trackingTarget(url: string | null | undefined): { href: string; external: boolean } | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return { href: url, external: false };
  return /^https?:\/\//i.test(url) ? { href: url, external: true } : null;
}

export function TrackingLink({ url, className, children, fallback = null }: TrackingLinkProps) {
  const target = trackingTarget(url);
  if (!target) return <>{fallback}</>;
  const newTab = target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={target.href} className={className} {...newTab}>
      {children}
    </a>
  );
}
