/**
 * The page's only script tag (index.html). A server-rendered page (docs/decisions/024) is complete
 * HTML: its first paint needs the stylesheet and nothing else, so its JavaScript is fetched and run
 * only after that paint (decision 021, "Speed on a phone"). Then the page's route chunks, which
 * the server lists inertly in `<template id="page-scripts">`, are preloaded alongside the app
 * (main.tsx, whose own chunks Vite preloads with the import), and the app hydrates. A page the
 * browser renders (cart, checkout, account, admin) loads the app at once: it has nothing to paint
 * before it.
 */
import { BOOT_PAGE_SCRIPTS_ID, BOOT_SSR_DATA_ID } from './app/ssr/boot-element-ids';
// Here, not in main.tsx: the entry's stylesheet is a <link> in the page's head, which the first paint waits for.
import './index.css';

/** Resolves after the browser's next frame has been painted. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (document.getElementById(BOOT_SSR_DATA_ID)) await afterNextPaint();
const pageScripts = document.getElementById(BOOT_PAGE_SCRIPTS_ID);
if (pageScripts instanceof HTMLTemplateElement) document.head.append(pageScripts.content.cloneNode(true));
await import('./main');
