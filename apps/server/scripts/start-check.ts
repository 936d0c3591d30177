/**
 * `npm start`'s fast path (issue 31 target 5, a later start in ≤ 1.5 s; docs/decisions/081):
 * exits 0 when every build target's sources have the stat fingerprint (paths, sizes, modification
 * times; source-hash.ts statSources) that the last start recorded on finding its outputs built,
 * and 1 otherwise, when build-if-changed.ts hashes the sources and builds what changed. It reads
 * no file's bytes and is bundled into apps/server/dist with the server, so a start with nothing
 * to build runs on plain Node: no tsx (about 0.35 s of CPU) and no hashing (about 0.1 s).
 *
 * Usage: node apps/server/dist/start-check.js   (exit code 0: all built; 1: run the full check)
 */
import { BUILD_TARGETS } from './build-targets';
import { isStatCurrent, statSources } from './source-hash';

const current = BUILD_TARGETS.every((target) =>
  isStatCurrent(target.outDir, target.outputs, statSources(target.sources)),
);
process.exitCode = current ? 0 : 1;
