/**
 * The media store in a local folder (DATA_DIR/uploads), served by the web app at /media/ with a
 * year's cache lifetime (docs/decisions/035).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { MediaStore } from './media-store.contract';

/** The public URL prefix of the folder (plugins/web-app.plugin.ts). */
export const MEDIA_URL_PREFIX = '/media/';

/** A MediaStore writing under `root`; paths that would leave it are refused. */
export function localMediaStore(root: string): MediaStore {
  const inside = (path: string) => {
    const full = resolve(root, path);
    if (!full.startsWith(resolve(root) + sep)) throw new Error(`media path outside the store: ${path}`);
    return full;
  };
  return {
    async put(path, body) {
      const full = inside(path);
      await mkdir(dirname(full), { recursive: true });
      // 'wx': a file is written once, never over another (names are new keys).
      await writeFile(full, body, { flag: 'wx' });
      return MEDIA_URL_PREFIX + path.split(sep).join('/');
    },
    async removeFolder(prefix) {
      await rm(inside(join(prefix)), { recursive: true, force: true });
    },
  };
}
