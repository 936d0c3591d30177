/**
 * The reels strip's 11 clips (storefront spec §2 home item 8): short demo clips and posters we
 * made ourselves (e2e/tools/make-reels.ts draws and records them; 360×640 WebM, a few seconds).
 * Imported as URLs, so the build gives them hashed names under /assets (cached for a year).
 */
const clips = import.meta.glob<string>('../reels/reel-*.webm', { eager: true, query: '?url', import: 'default' });
const posters = import.meta.glob<string>('../reels/reel-*.webp', { eager: true, query: '?url', import: 'default' });

export interface Reel {
  title: string;
  video: string;
  poster: string;
}

/** Titles in the order of the files reel-01 … reel-11 (the script's scenes). */
export const REEL_TITLES = [
  'Blink an LED with Arduino',
  'Servo sweep, 0 to 180°',
  'Stepper motor, step by step',
  'Quad props spinning up',
  'Live sensor graph',
  'Charging a 3S LiPo',
  'ESP32 scanning Wi-Fi',
  'A 3D print, layer by layer',
  'Sine wave on the scope',
  'Soldering a pin header',
  'Line-follower robot',
] as const;

const file = (index: number, ext: string) => `../reels/reel-${String(index + 1).padStart(2, '0')}.${ext}`;

export const REELS: Reel[] = REEL_TITLES.map((title, index) => ({
  title,
  video: clips[file(index, 'webm')] ?? '',
  poster: posters[file(index, 'webp')] ?? '',
}));

/** Volume of the one reel playing with sound (spec §2 home item 8). */
export const REEL_VOLUME = 0.7;
