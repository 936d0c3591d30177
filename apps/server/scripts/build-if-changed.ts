/**
 * `npm start`'s first step (docs/decisions/013): builds the web app and the server only when their
 * sources changed since the last build. Each output folder keeps a `.source-hash` of the sources
 * it was built from; a start whose hash matches, with the outputs present, builds nothing. It also
 * records the sources' stat fingerprint, by which the next start's start-check.ts can skip this.
 *
 * Usage: node --import tsx apps/server/scripts/build-if-changed.ts [web] [server] [database]   (all by default)
 */
import { BUILD_TARGETS, type BuildTarget } from './build-targets';
import { hashSources, isBuiltFrom, recordBuild, recordStat, statSources } from './source-hash';

async function buildIfChanged(target: BuildTarget): Promise<void> {
  // Taken first: a source written while this runs makes the next start hash again.
  const stat = statSources(target.sources);
  const hash = hashSources(target.sources);
  if (isBuiltFrom(target.outDir, target.outputs, hash)) {
    recordStat(target.outDir, stat);
    console.log(`  ${target.name}: up to date`);
    return;
  }
  const started = performance.now();
  console.log(`  ${target.name}: sources changed, building…`);
  await target.build();
  // Written last, so a build that failed half-way is redone on the next start.
  recordBuild(target.outDir, hash);
  recordStat(target.outDir, stat);
  console.log(`  ${target.name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const asked = process.argv.slice(2);
const targets = BUILD_TARGETS.filter((target) => asked.length === 0 || asked.includes(target.name));
for (const target of targets) await buildIfChanged(target);
