/**
 * Vector drawings for the mechanical categories (motor, 3D-printer hotend, drone), each centred
 * on (400, 300) within about 560 × 520 units of the 800 × 800 product image.
 */
import type { Drawing } from './drawing';

/** A motor can seen from the side: back cap with leads, vented can with a label band, shaft. */
export const motor: Drawing = ({ body, accent }) => `
  <ellipse cx="390" cy="470" rx="240" ry="20" fill="#000" opacity="0.10"/>
  <path d="M196 260 C140 260 150 340 100 350" stroke="#d63b3b" stroke-width="10" fill="none" stroke-linecap="round"/>
  <path d="M196 330 C150 330 160 390 110 400" stroke="#23252b" stroke-width="10" fill="none" stroke-linecap="round"/>
  <rect x="182" y="196" width="52" height="208" rx="16" fill="#3b3f46"/>
  <rect x="210" y="170" width="330" height="260" rx="28" fill="url(#metal)" stroke="#9aa1ab" stroke-width="2"/>
  <rect x="300" y="170" width="130" height="260" fill="${body}"/>
  <rect x="300" y="170" width="130" height="260" fill="url(#sheen)"/>
  <rect x="318" y="280" width="94" height="40" rx="8" fill="#fff" opacity="0.85"/>
  <rect x="330" y="294" width="46" height="12" rx="6" fill="${accent}"/>
  ${[200, 236, 272].map((y) => `<rect x="456" y="${y}" width="56" height="12" rx="6" fill="#7d848e"/>`).join('')}
  ${[316, 352, 388].map((y) => `<rect x="456" y="${y}" width="56" height="12" rx="6" fill="#7d848e"/>`).join('')}
  <ellipse cx="540" cy="300" rx="30" ry="128" fill="#d7dce3" stroke="#9aa1ab" stroke-width="2"/>
  <ellipse cx="556" cy="300" rx="14" ry="46" fill="#b9c0c9"/>
  <rect x="560" y="288" width="136" height="24" rx="5" fill="url(#metal)" stroke="#8a9099" stroke-width="2"/>
  <rect x="620" y="288" width="76" height="7" fill="#8a9099" opacity="0.5"/>`;

/** A hotend: filament into a finned heatsink with fan, heat break, heater block, brass nozzle. */
export const extruder: Drawing = ({ body, accent, seed }) => {
  const blade = (angle: number) =>
    `<path d="M590 230 Q600 185 640 190 Q615 215 590 230Z" fill="#50545c" transform="rotate(${angle} 590 230)"/>`;
  return `
  <rect x="180" y="534" width="440" height="20" rx="6" fill="#2d3038"/>
  <path d="M220 528 H330 Q360 528 370 518 L394 500" stroke="${body}" stroke-width="12" fill="none" stroke-linecap="round"/>
  <path d="M400 56 V170" stroke="${body}" stroke-width="16" stroke-linecap="round"/>
  <rect x="388" y="140" width="24" height="200" fill="url(#metal)"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect x="300" y="${150 + i * 22}" width="200" height="12" rx="4" fill="url(#metal)" stroke="#9aa1ab"/>`).join('')}
  <rect x="520" y="160" width="140" height="140" rx="18" fill="#23252b"/>
  <circle cx="590" cy="230" r="58" fill="#34373e"/>
  ${[0, 72, 144, 216, 288].map((a) => blade(a + (seed % 72))).join('')}
  <circle cx="590" cy="230" r="16" fill="${accent}"/>
  <rect x="312" y="336" width="176" height="92" rx="10" fill="url(#metal)" stroke="#8a9099" stroke-width="2"/>
  <circle cx="350" cy="398" r="16" fill="#2d3038"/><path d="M334 398 C280 398 270 360 230 350" stroke="#d63b3b" stroke-width="6" fill="none"/>
  <circle cx="452" cy="360" r="8" fill="#2d3038"/>
  <polygon points="362,428 438,428 446,446 438,462 362,462 354,446" fill="url(#brass)" stroke="#9a6b1c" stroke-width="2"/>
  <polygon points="376,462 424,462 408,500 392,500" fill="url(#brass)" stroke="#9a6b1c" stroke-width="2"/>`;
};

/** A quadcopter from above: X frame, four motors with two-blade props, flight stack. */
export const drone: Drawing = ({ body, accent, seed }) => {
  const corners = [
    [220, 130],
    [580, 130],
    [580, 470],
    [220, 470],
  ] as const;
  const arms = corners
    .map(([x, y]) => `<path d="M400 300 L${x} ${y}" stroke="#2b2e35" stroke-width="28" stroke-linecap="round"/>`)
    .join('');
  const rotors = corners
    .map(([x, y], i) => {
      const angle = (seed * 37 + i * 55) % 180;
      return `<ellipse cx="${x}" cy="${y}" rx="112" ry="15" fill="${body}" opacity="0.6" transform="rotate(${angle} ${x} ${y})"/>
  <circle cx="${x}" cy="${y}" r="38" fill="url(#metal)" stroke="#5b616b" stroke-width="4"/><circle cx="${x}" cy="${y}" r="12" fill="${accent}"/>`;
    })
    .join('');
  return `
  <ellipse cx="400" cy="560" rx="220" ry="14" fill="#000" opacity="0.08"/>
  ${arms}${rotors}
  <rect x="320" y="230" width="160" height="140" rx="28" fill="#23252b"/>
  <rect x="344" y="254" width="112" height="92" rx="14" fill="${accent}"/>
  <rect x="364" y="272" width="72" height="56" rx="8" fill="#1b1d22"/>
  <circle cx="400" cy="300" r="10" fill="#34d399"/>
  <rect x="374" y="212" width="52" height="26" rx="8" fill="#1b1d22"/><circle cx="400" cy="222" r="8" fill="#6b7280"/>`;
};
