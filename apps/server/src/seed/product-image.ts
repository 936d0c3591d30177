/**
 * The generated product picture: an 800 × 800 SVG with a light gradient tinted by category, a
 * vector drawing of the kind of part, the brand in small capitals and a short title. View 2 is
 * the alternate picture (turned, with the other body colour). Pure: same input, same string.
 */
import type { CategoryName } from './category-list';
import { DRAWING_DEFS, type Drawing } from './drawing';
import { battery, developmentBoard, sensorModule } from './drawings-electronics';
import { drone, extruder, motor } from './drawings-mechanical';

export interface ProductImageInput {
  sku: string;
  productName: string;
  categoryName: string;
  brandName: string;
  view: 1 | 2;
}

interface CategoryLook {
  drawing: Drawing;
  /** Background gradient, light to lighter. */
  tint: [string, string];
  accent: string;
  /** Body colours a product's drawing is painted in, chosen by SKU. */
  bodies: string[];
}

const LOOKS: Record<CategoryName, CategoryLook> = {
  'Development Board': {
    drawing: developmentBoard,
    tint: ['#d9f2ea', '#f7fcfa'],
    accent: '#f59e0b',
    bodies: ['#1f6fb2', '#17804f', '#26292f', '#7a2fb8'],
  },
  Sensors: {
    drawing: sensorModule,
    tint: ['#e3e4fb', '#f8f8ff'],
    accent: '#2563eb',
    bodies: ['#3b3fb8', '#1f6fb2', '#147a6e', '#6d28d9'],
  },
  'Motors and Drivers': {
    drawing: motor,
    tint: ['#fde8d2', '#fffaf4'],
    accent: '#ea580c',
    bodies: ['#1f6fb2', '#c2410c', '#26292f', '#0f766e'],
  },
  Battery: {
    drawing: battery,
    tint: ['#dcf5d9', '#f8fdf6'],
    accent: '#16a34a',
    bodies: ['#1e40af', '#15803d', '#b91c1c', '#5b21b6', '#374151'],
  },
  '3D Printer': {
    drawing: extruder,
    tint: ['#fbe0e0', '#fff8f8'],
    accent: '#dc2626',
    bodies: ['#f97316', '#2563eb', '#16a34a', '#db2777', '#eab308'],
  },
  'Drone Parts': {
    drawing: drone,
    tint: ['#d9ecfb', '#f6fbff'],
    accent: '#0284c7',
    bodies: ['#ef4444', '#0ea5e9', '#f59e0b', '#22c55e'],
  },
};

const FALLBACK_LOOK = LOOKS['Development Board'];
const FONT = 'Inter, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif';
const TITLE_CHARS_PER_LINE = 26;
const TITLE_LINES = 3;

export function productImageSvg(input: ProductImageInput): string {
  const look = LOOKS[input.categoryName as CategoryName] ?? FALLBACK_LOOK;
  const seed = hash(input.sku);
  const body = look.bodies[(seed + (input.view === 2 ? 1 : 0)) % look.bodies.length]!;
  const art = look.drawing({ body, accent: look.accent, seed, title: input.productName });
  // The alternate view turns the part and shows it a little closer, like a second photo.
  const transform =
    input.view === 2 ? ' transform="rotate(-12 400 300) translate(400 300) scale(1.06) translate(-400 -300)"' : '';
  const [from, to] = input.view === 2 ? [look.tint[1], look.tint[0]] : look.tint;
  const title = wrapTitle(shortTitle(input.productName), TITLE_CHARS_PER_LINE, TITLE_LINES);
  const titleText = title
    .map((line, i) => `<tspan x="400" dy="${i === 0 ? 0 : 46}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" font-family="${FONT}" role="img" aria-label="${escapeXml(input.productName)}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${DRAWING_DEFS}
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
<circle cx="${input.view === 2 ? 110 : 690}" cy="110" r="180" fill="${look.accent}" opacity="0.06"/>
<circle cx="${input.view === 2 ? 720 : 80}" cy="560" r="120" fill="${look.accent}" opacity="0.05"/>
<g${transform}>${art}
</g>
<rect x="60" y="572" width="680" height="2" fill="${look.accent}" opacity="0.25"/>
<text x="400" y="614" text-anchor="middle" font-size="24" font-weight="600" letter-spacing="4" fill="${look.accent}">${escapeXml(input.brandName.toUpperCase())}</text>
<text x="400" y="${title.length === 3 ? 662 : 672}" text-anchor="middle" font-size="38" font-weight="700" fill="#1f2933">${titleText}</text>
</svg>
`;
}

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** The name without its trailing detail: text after ' - ' / ' | ' and (parentheses) dropped. */
export function shortTitle(name: string): string {
  const head = name.split(/\s[-–|]\s/)[0] ?? name;
  const bare = head
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return bare || name.trim();
}

/** Greedy word wrap into at most `maxLines` lines; the last line ends in '…' when cut short. */
export function wrapTitle(text: string, width: number, maxLines: number): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (w.length > width ? (w.match(new RegExp(`.{1,${width}}`, 'g')) ?? [w]) : [w]));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let tail = kept[maxLines - 1]!;
  while (tail.length >= width)
    tail = tail.includes(' ') ? tail.slice(0, tail.lastIndexOf(' ')) : tail.slice(0, width - 1);
  kept[maxLines - 1] = `${tail}…`;
  return kept;
}

/** FNV-1a: a small stable number from the SKU for colour and shape variations. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
