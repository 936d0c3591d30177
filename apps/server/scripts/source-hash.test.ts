import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  hashSources,
  isBuiltFrom,
  isStatCurrent,
  recordBuild,
  recordStat,
  statCache,
  statSources,
} from './source-hash';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'shop-hash-'));
  write('src/a.ts', 'export const a = 1;');
  write('src/b.test.ts', 'test');
  write('src/node_modules/x/index.js', 'dependency');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const sources = (extra = '') => ({
  root,
  paths: ['src', 'package-lock.json', 'missing.json'],
  include: (p: string) => !p.endsWith('.test.ts'),
  extra,
});

describe('hashSources', () => {
  it('gives the same hash for the same sources, so a later start builds nothing', () => {
    expect(hashSources(sources())).toBe(hashSources(sources()));
  });

  it('changes when a source file changes, is added or is renamed', () => {
    const before = hashSources(sources());
    write('src/a.ts', 'export const a = 2;');
    const edited = hashSources(sources());
    write('src/c.ts', '');
    const added = hashSources(sources());
    expect(new Set([before, edited, added]).size).toBe(3);
    rmSync(join(root, 'src/c.ts'));
    write('src/d.ts', '');
    expect(hashSources(sources())).not.toBe(added);
  });

  it('changes with the lockfile and with the build-time environment', () => {
    const before = hashSources(sources());
    expect(hashSources(sources('VITE_YOUTUBE_URL=https://youtube.com/@shop'))).not.toBe(before);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(hashSources(sources())).not.toBe(before);
  });

  it('ignores files the build does not read: tests, node_modules', () => {
    const before = hashSources(sources());
    write('src/b.test.ts', 'another test');
    write('src/node_modules/x/index.js', 'another dependency');
    expect(hashSources(sources())).toBe(before);
  });
});

describe('isBuiltFrom', () => {
  it('holds only when every output exists and the recorded hash matches', () => {
    const out = join(root, 'dist');
    write('dist/index.html', '<html>');
    expect(isBuiltFrom(out, ['index.html'], 'abc')).toBe(false);
    recordBuild(out, 'abc');
    expect(isBuiltFrom(out, ['index.html'], 'abc')).toBe(true);
    expect(isBuiltFrom(out, ['index.html'], 'def')).toBe(false);
    rmSync(join(out, 'index.html'));
    expect(isBuiltFrom(out, ['index.html'], 'abc')).toBe(false);
  });
});

describe('statSources', () => {
  it('is the same while no file is written, without reading one', () => {
    expect(statSources(sources())).toBe(statSources(sources()));
  });

  it('changes when a file is written (even with the same bytes), added or removed', () => {
    const before = statSources(sources());
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'src/a.ts'), later, later);
    const touched = statSources(sources());
    write('src/c.ts', '');
    const added = statSources(sources());
    rmSync(join(root, 'src/c.ts'));
    expect(new Set([before, touched, added, statSources(sources())]).size).toBe(3);
    expect(statSources(sources())).toBe(touched);
  });

  it('gives sets that share a StatCache the fingerprints they have alone', () => {
    write('lib/d.ts', 'export const d = 4;');
    const other = { root, paths: ['lib', 'src'], include: (p: string) => !p.endsWith('.test.ts') };
    const seen = statCache();
    expect([statSources(sources(), seen), statSources(other, seen), statSources(sources('VITE_X=1'), seen)]).toEqual([
      statSources(sources()),
      statSources(other),
      statSources(sources('VITE_X=1')),
    ]);
    expect(seen.stats.size).toBe(3);
  });

  it('ignores files outside the set and changes with the extra text', () => {
    const before = statSources(sources());
    write('src/b.test.ts', 'another test');
    expect(statSources(sources())).toBe(before);
    expect(statSources(sources('VITE_X=1'))).not.toBe(before);
  });
});

describe('isStatCurrent', () => {
  it('is true only with every output present and the recorded fingerprint', () => {
    const out = join(root, 'dist');
    mkdirSync(out);
    writeFileSync(join(out, 'server.js'), '');
    const stat = statSources(sources());
    expect(isStatCurrent(out, ['server.js'], stat)).toBe(false);
    recordStat(out, stat);
    expect(isStatCurrent(out, ['server.js'], stat)).toBe(true);
    expect(isStatCurrent(out, ['server.js', 'worker.js'], stat)).toBe(false);
    write('src/a.ts', 'export const a = 3;');
    expect(isStatCurrent(out, ['server.js'], statSources(sources()))).toBe(false);
  });
});
