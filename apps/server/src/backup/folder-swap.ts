/**
 * Puts a restored folder (the PGlite data folder, the media folder) in place of the current one in
 * as few steps as the file system allows: the new folder is first brought beside the target (a
 * copy when it lies on another file system), then the two are swapped by renames and the old one
 * removed. Until the swap, the target is untouched.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A new name beside `target`: `<target>.<label>-<random>`. */
export function besideFolder(target: string, label: string): string {
  return `${target}.${label}-${randomBytes(4).toString('hex')}`;
}

async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Replaces the folder `target` (which may not exist) by the folder `source`, which is moved. */
export async function replaceFolder(source: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const incoming = besideFolder(target, 'restoring');
  await moveFolder(source, incoming);
  if (!existsSync(target)) {
    await rename(incoming, target);
    return;
  }
  const old = besideFolder(target, 'replaced');
  await rename(target, old);
  await rename(incoming, target);
  await rm(old, { recursive: true, force: true });
}
