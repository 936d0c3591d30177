/**
 * React's server render writes the resource hints it makes itself (a `<link rel="preload"
 * as="image">` for each picture with fetchpriority="high") at the start of its stream, so they
 * arrive inside `<div id="root">`, before the page. React's own hydration skipped them; the
 * browser app runs on Preact (docs/decisions/040), which hydrates the root's children in order
 * and would rebuild the whole page behind them. They have done their work (the pictures are
 * loading), so they move into the head, where they belong, before the app hydrates.
 *
 * Takes the root element; returns how many hints moved (0 on a page without them).
 */
export function moveResourceHintsToHead(root: HTMLElement): number {
  const hints = root.querySelectorAll(':scope > link');
  document.head.append(...hints);
  return hints.length;
}
