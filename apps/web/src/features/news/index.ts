/**
 * The news feature's public file (docs/decisions/064): the home page's news strip (issue 30).
 * Its pages (/news, /news/{id}) are loaded by the router.
 */
export { NewsStrip } from './components/news-strip';
