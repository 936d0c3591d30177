/**
 * The page's only script tag (index.html). A server-rendered page (docs/decisions/024) is complete
 * HTML: its first paint needs the stylesheet and nothing else, so its JavaScript is fetched and run
 * only after that paint (decisions 021 and 030, "Speed on a phone"). Then the page's route chunks, which
 * the server lists inertly in `<template id="page-scripts">`, are preloaded alongside the app
 * (main.tsx, whose own chunks Vite preloads with the import), and the app hydrates. A page the
 * browser renders (cart, checkout, account, admin) loads the app at once: it has nothing to paint
 * before it. Taps on a server-rendered page before it has hydrated are held and then replayed
 * (app/ssr/early-input.ts).
 */
import { BOOT_PAGE_SCRIPTS_ID, BOOT_SSR_DATA_ID } from './app/ssr/boot-element-ids';
import { holdEarlyInput } from './app/ssr/early-input';
// Here, not in main.tsx: the entry's stylesheet is a <link> in the page's head, which the first
// paint waits for; a stylesheet the app added after that paint would restyle the whole page.
import './index.css';
// sonner's styles in our stylesheet rather than injected inline by sonner, which the CSP refuses (vite.config.ts).
import 'sonner/dist/styles.css';

/** The longest the app waits for the first paint (a tab opened in the background paints only when shown). */
const PAINT_WAIT_MS = 2_000;

/**
 * Resolves once the browser reports the page's first contentful paint (at once if it already
 * has), or after PAINT_WAIT_MS. Where paint timing is missing, after the next frame.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, PAINT_WAIT_MS);
  });
}

const serverRendered = Boolean(document.getElementById(BOOT_SSR_DATA_ID));
// A server-rendered page answers taps only once hydrated: until then they are held, then replayed.
const releaseEarlyInput = serverRendered ? holdEarlyInput() : undefined;
if (serverRendered) await afterFirstPaint();
const pageScripts = document.getElementById(BOOT_PAGE_SCRIPTS_ID);
if (pageScripts instanceof HTMLTemplateElement) document.head.append(pageScripts.content.cloneNode(true));
const { appTookOver } = await import('./main');
if (releaseEarlyInput) {
  await appTookOver;
  await releaseEarlyInput();
}
