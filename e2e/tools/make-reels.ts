/**
 * Makes the home page's 11 demo reels (storefront spec §2 home item 8) and their posters, with
 * no video tool and no download: the Chromium the browser tests use draws each scene on a
 * 360×640 canvas and records it with MediaRecorder (WebM, VP9 video at a low bit rate, a quiet
 * Opus tone track so "click for sound" has something to play); the poster is one frame as WebP.
 * Writes apps/web/src/features/home/reels/reel-NN.{webm,webp}; each clip is a few tens of KB.
 *
 * Usage: npx tsx e2e/tools/make-reels.ts   (about a minute; the scenes are in reel-scenes.ts)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../browser';
import { recordScene, SCENE_COUNT } from './reel-scenes';

const OUT_DIR = fileURLToPath(new URL('../../apps/web/src/features/home/reels/', import.meta.url));
const SECONDS = 3.5;
const VIDEO_BITS_PER_SECOND = 90_000;
const AUDIO_BITS_PER_SECOND = 8_000;

mkdirSync(OUT_DIR, { recursive: true });
const options = await chromiumLaunchOptions();
const browser = await chromium.launch({
  ...options,
  args: [...options.args, '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  // tsx names functions with an `__name` helper that the page does not have.
  await page.addInitScript('window.__name = (f) => f');
  await page.goto('about:blank');
  for (let index = 0; index < SCENE_COUNT; index++) {
    const { video, poster } = await page.evaluate(recordScene, {
      index,
      seconds: SECONDS,
      videoBits: VIDEO_BITS_PER_SECOND,
      audioBits: AUDIO_BITS_PER_SECOND,
    });
    const name = `reel-${String(index + 1).padStart(2, '0')}`;
    const webm = Buffer.from(video, 'base64');
    const webp = Buffer.from(poster, 'base64');
    writeFileSync(`${OUT_DIR}${name}.webm`, webm);
    writeFileSync(`${OUT_DIR}${name}.webp`, webp);
    console.log(`${name}.webm ${(webm.length / 1024).toFixed(1)} KB, poster ${(webp.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
