/**
 * Renders its children only once the placeholder comes within `margin` of the viewport, so a
 * below-the-fold section (and the code it lazy-loads) costs the first paint nothing. The
 * placeholder keeps the section's height (`reserve`, Tailwind classes) so nothing below jumps.
 * The default margin (about a third of a phone's screen) keeps the first section below a phone's
 * first screen from loading with the page (decision 030), yet has it ready before it scrolls in.
 * `id`, when given, is the placeholder's too, so a link to the section (#reviews) finds it before
 * it has loaded.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useCameNear } from '../../hooks/use-came-near';

export function LazySection({
  children,
  reserve,
  margin = '300px',
  label,
  id,
}: {
  children: ReactNode;
  reserve: string;
  margin?: string;
  label: string;
  id?: string;
}) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  // Always the placeholder first, on the server and in the browser alike, so hydration matches
  // (every browser the es2022 build runs in has IntersectionObserver).
  const near = useCameNear(node, `${margin} 0px`);

  const placeholder = <div ref={setNode} id={id} data-lazy-section={label} className={reserve} />;
  if (!near) return placeholder;
  return <Suspense fallback={<div id={id} data-lazy-section={label} className={reserve} />}>{children}</Suspense>;
}
