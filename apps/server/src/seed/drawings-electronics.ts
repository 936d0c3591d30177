/**
 * Vector drawings for the electronics categories (development board, sensor module, battery),
 * each centred on (400, 300) within about 520 × 400 units of the 800 × 800 product image.
 */
import type { Drawing } from './drawing';

/** `count` evenly spaced copies of `draw(i, x)` from x0 in steps of `step`. */
function repeat(count: number, x0: number, step: number, draw: (i: number, x: number) => string): string {
  return Array.from({ length: count }, (_, i) => draw(i, x0 + i * step)).join('');
}

const GOLD = '#d4a73c';
const SILVER = 'url(#metal)';

/** A microcontroller board: PCB with header rows, a square chip, USB socket, crystal and LEDs. */
export const developmentBoard: Drawing = ({ body, accent, seed }) => {
  const pins = 14 + (seed % 5);
  const step = 380 / pins;
  const header = (y: number) =>
    `<rect x="205" y="${y}" width="390" height="24" rx="3" fill="#1b1d22"/>` +
    repeat(
      pins,
      212 + step / 2 - 5,
      step,
      (_, x) => `<rect x="${x.toFixed(1)}" y="${y + 7}" width="10" height="10" fill="${GOLD}"/>`,
    );
  const chipPins = (side: 'h' | 'v') =>
    repeat(8, side === 'h' ? 342 : 262, 16, (_, p) =>
      side === 'h'
        ? `<rect x="${p}" y="232" width="6" height="14" fill="#b8bec8"/><rect x="${p}" y="354" width="6" height="14" fill="#b8bec8"/>`
        : `<rect x="322" y="${p}" width="14" height="6" fill="#b8bec8"/><rect x="464" y="${p}" width="14" height="6" fill="#b8bec8"/>`,
    );
  return `
  <ellipse cx="400" cy="478" rx="250" ry="22" fill="#000" opacity="0.10"/>
  <rect x="170" y="140" width="460" height="320" rx="24" fill="${body}"/>
  <rect x="170" y="140" width="460" height="320" rx="24" fill="url(#sheen)"/>
  ${[190, 610].flatMap((x) => [160, 440].map((y) => `<circle cx="${x}" cy="${y}" r="9" fill="#fff" stroke="${GOLD}" stroke-width="5"/>`)).join('')}
  <path d="M230 300 H300 L320 280 M480 330 H560 L585 355 M400 380 V420 H520 M400 220 V190 H250" stroke="#ffffff" stroke-opacity="0.22" stroke-width="5" fill="none" stroke-linecap="round"/>
  ${header(160)}${header(416)}
  <rect x="136" y="258" width="84" height="64" rx="6" fill="${SILVER}" stroke="#8a9099" stroke-width="2"/>
  <rect x="150" y="276" width="40" height="28" rx="3" fill="#5b616b"/>
  ${chipPins('h')}${chipPins('v')}
  <rect x="336" y="246" width="128" height="108" rx="8" fill="#1d1f24"/>
  <circle cx="352" cy="262" r="5" fill="#3a3d44"/>
  <rect x="360" y="296" width="80" height="8" rx="4" fill="#3a3d44"/>
  <rect x="512" y="236" width="64" height="26" rx="13" fill="${SILVER}" stroke="#8a9099" stroke-width="2"/>
  <rect x="520" y="300" width="22" height="14" rx="3" fill="${accent}"/><rect x="552" y="300" width="22" height="14" rx="3" fill="#34d399"/>
  <rect x="246" y="352" width="40" height="24" rx="4" fill="#e8e8e8" stroke="#9aa0a8" stroke-width="2"/>`;
};

/** A breakout module with a translucent sensor dome, a trimmer and a 4-pin header. */
export const sensorModule: Drawing = ({ body, accent }) => `
  <ellipse cx="400" cy="492" rx="200" ry="18" fill="#000" opacity="0.10"/>
  ${repeat(4, 337, 42, (_, x) => `<rect x="${x}" y="430" width="10" height="56" rx="3" fill="${GOLD}"/>`)}
  <rect x="230" y="150" width="340" height="290" rx="22" fill="${body}"/>
  <rect x="230" y="150" width="340" height="290" rx="22" fill="url(#sheen)"/>
  <rect x="320" y="398" width="160" height="30" rx="4" fill="#1b1d22"/>
  ${[252, 548].map((x) => `<circle cx="${x}" cy="172" r="9" fill="#fff" stroke="${GOLD}" stroke-width="4"/>`).join('')}
  <circle cx="400" cy="278" r="104" fill="#1d1f24" opacity="0.18"/>
  <circle cx="400" cy="270" r="98" fill="url(#dome)" stroke="#d6dbe4" stroke-width="3"/>
  ${[80, 60, 40, 20].map((r) => `<circle cx="400" cy="270" r="${r}" fill="none" stroke="#c9d0db" stroke-width="2"/>`).join('')}
  <path d="M400 172 V368 M302 270 H498" stroke="#c9d0db" stroke-width="2"/>
  <ellipse cx="368" cy="226" rx="30" ry="16" fill="#fff" opacity="0.75"/>
  <rect x="256" y="330" width="46" height="46" rx="6" fill="${accent}"/><circle cx="279" cy="353" r="13" fill="#fff" opacity="0.85"/>
  <rect x="506" y="340" width="38" height="16" rx="3" fill="#e8e8e8"/><rect x="506" y="364" width="38" height="16" rx="3" fill="#e8e8e8"/>`;

/** A LiPo pack with XT60 lead and balance plug, or a cylindrical cell, by the product's name. */
export const battery: Drawing = ({ body, accent, title }) =>
  /lipo|pack|\d\s?s\b/i.test(title) ? lipoPack(body, accent) : cylinderCell(body, accent);

function lipoPack(body: string, accent: string): string {
  return `
  <ellipse cx="380" cy="470" rx="230" ry="20" fill="#000" opacity="0.10"/>
  <path d="M560 250 C640 250 620 190 680 190" stroke-width="14" fill="none" stroke-linecap="round" stroke="#d63b3b"/>
  <path d="M560 290 C650 290 640 230 690 230" stroke-width="14" fill="none" stroke-linecap="round" stroke="#23252b"/>
  <rect x="672" y="166" width="60" height="90" rx="10" fill="#f2c230" stroke="#c99a12" stroke-width="3"/>
  <path d="M560 380 C610 380 600 420 640 420" stroke="#f0f0f0" stroke-width="10" fill="none"/>
  <rect x="632" y="404" width="56" height="32" rx="4" fill="#fafafa" stroke="#bbb" stroke-width="2"/>
  <rect x="150" y="170" width="420" height="290" rx="30" fill="${body}"/>
  <rect x="150" y="170" width="420" height="290" rx="30" fill="url(#sheen)"/>
  <rect x="150" y="262" width="420" height="96" fill="${accent}" opacity="0.9"/>
  <path d="M372 276 L340 318 H368 L352 346 L392 300 H364 Z" fill="#fff"/>
  <rect x="196" y="292" width="110" height="12" rx="6" fill="#fff" opacity="0.8"/><rect x="196" y="314" width="80" height="12" rx="6" fill="#fff" opacity="0.6"/>
  <rect x="420" y="292" width="110" height="12" rx="6" fill="#fff" opacity="0.8"/>`;
}

function cylinderCell(body: string, accent: string): string {
  return `
  <ellipse cx="400" cy="492" rx="140" ry="18" fill="#000" opacity="0.10"/>
  <rect x="372" y="108" width="56" height="30" rx="8" fill="${SILVER}" stroke="#8a9099" stroke-width="2"/>
  <rect x="306" y="128" width="188" height="362" rx="30" fill="${body}"/>
  <rect x="306" y="128" width="188" height="362" rx="30" fill="url(#cylinder)"/>
  <rect x="306" y="128" width="188" height="26" rx="12" fill="${SILVER}" opacity="0.9"/>
  <rect x="306" y="250" width="188" height="110" fill="${accent}" opacity="0.92"/>
  <path d="M404 266 L370 314 H398 L382 346 L426 296 H398 Z" fill="#fff"/>
  <text x="400" y="214" text-anchor="middle" font-size="56" font-weight="700" fill="#fff" opacity="0.9">+</text>
  <rect x="306" y="464" width="188" height="26" rx="12" fill="${SILVER}" opacity="0.9"/>`;
}
