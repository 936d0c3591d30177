/**
 * Whether `node` has come within `margin` (a CSS margin, as IntersectionObserver's rootMargin) of
 * the visible part of the page: false until it first does, then true for good. Watches nothing
 * while `node` is null. Used by LazySection (a section's code when it comes near) and useCarousel
 * (a carousel's library once it is on screen); false on the server and at hydration alike.
 */
import { useEffect, useState } from 'react';

export function useCameNear(node: Element | null, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!node || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, margin]);
  return near;
}
