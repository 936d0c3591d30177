/**
 * The stock-alerts feature's public file (docs/decisions/064): the product page's "Notify me when
 * it's back" box, and for staff screens the waiting counts (issue 29). Its link pages are loaded
 * by the router.
 */
export { NotifyMe } from './components/notify-me';
export { WaitingCount } from './components/waiting-count';
export { useWaitingCounts } from './api/stock-alerts';
