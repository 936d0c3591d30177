/** ReadAdmission (docs/decisions/083): a bounded number of reads at once, the rest wait in order, a read that waits too long is refused unrun. */
import { expect, it } from 'vitest';
import { ReadAdmission, ReadRefused } from './read-admission';

/** A read that finishes when `finish` is called, and says when it started. */
function heldRead(started: string[], name: string) {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    read: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

it('runs at most maxInFlight reads at once and starts the waiting ones in order of arrival', async () => {
  const admission = new ReadAdmission(2, 10_000);
  const started: string[] = [];
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldRead(started, name));
  const results = [a!, b!, c!, d!].map((held) => admission.run(held.read));
  await Promise.resolve();
  expect(started).toEqual(['a', 'b']);
  expect(admission.load).toEqual({ inFlight: 2, waiting: 2 });
  b!.finish();
  await results[1];
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual(['a', 'b', 'c']);
  a!.finish();
  c!.finish();
  d!.finish();
  expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  expect(admission.load).toEqual({ inFlight: 0, waiting: 0 });
});

it('refuses a read that waited longer than maxWaitMs without running it, and keeps serving the others', async () => {
  const admission = new ReadAdmission(1, 30);
  const started: string[] = [];
  const first = heldRead(started, 'first');
  const running = admission.run(first.read);
  const late = admission.run(async () => {
    started.push('late');
    return 'late';
  });
  await expect(late).rejects.toBeInstanceOf(ReadRefused);
  expect(started).toEqual(['first']);
  expect(admission.load).toEqual({ inFlight: 1, waiting: 0 });
  first.finish();
  expect(await running).toBe('first');
  expect(await admission.run(async () => 'next')).toBe('next');
  expect(admission.load).toEqual({ inFlight: 0, waiting: 0 });
});

it('frees the place of a read that failed', async () => {
  const admission = new ReadAdmission(1, 1_000);
  await expect(admission.run(() => Promise.reject(new Error('statement timeout')))).rejects.toThrow(
    'statement timeout',
  );
  expect(admission.load).toEqual({ inFlight: 0, waiting: 0 });
  expect(await admission.run(async () => 'after')).toBe('after');
});
