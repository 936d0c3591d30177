/**
 * `npm start`'s fast path (issue 31 target 5, a later start in ≤ 1.5 s; decisions 081 and 098):
 * whether every build target's sources have the stat fingerprint (paths, sizes, modification
 * times; source-hash.ts statSources) that the last start recorded on finding its outputs built.
 * It reads no file's bytes and is bundled into apps/server/dist with the server, so the launcher
 * (scripts/start.mjs) asks it on plain Node, in the process that then runs the server: no tsx
 * (about 0.35 s of CPU), no hashing (about 0.1 s) and no second Node start.
 */
import { BUILD_TARGETS } from './build-targets';
import { isStatCurrent, statCache, statSources } from './source-hash';

/** True when nothing needs building; false when build-if-changed.ts must hash the sources and build. */
export function buildIsCurrent(): boolean {
  const seen = statCache();
  return BUILD_TARGETS.every((target) =>
    isStatCurrent(target.outDir, target.outputs, statSources(target.sources, seen)),
  );
}
