/**
 * The home feature's public file (docs/decisions/064): the customer testimonials, which the B2B
 * page's reviews section also shows (issue 30; no service lists reviews across products yet).
 */
export { TESTIMONIALS, type Testimonial } from './components/testimonials-data';
