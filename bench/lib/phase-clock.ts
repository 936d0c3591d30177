/**
 * Wall time and database CPU time of a bulk load's phases (bench/generate-catalogue.ts): on a
 * shared machine the wall time is partly other work's, so each phase's CPU seconds, read from the
 * loading backends' /proc entries, are printed beside it.
 */
import { cpuMsOf } from './process-cpu';

export interface Phase {
  name: string;
  /** Wall time of the phase, ms. */
  wallMs: number;
  /** CPU time the watched backends used in the phase, ms (user + system, summed over backends); null before any are watched. */
  cpuMs: number | null;
}

/** Splits a run into named phases, timing each from the end of the one before. */
export class PhaseClock {
  private readonly phases: Phase[] = [];
  private wallAt = performance.now();
  private cpuAt = 0;
  private pids: readonly number[] = [];

  /** Watches the backends `pids` from now on (their CPU so far is not counted). */
  watch(pids: readonly number[]): void {
    this.pids = pids;
    this.cpuAt = this.cpuMs();
  }

  /** Ends the phase `name` now and returns it. */
  lap(name: string): Phase {
    const [wall, cpu] = [performance.now(), this.cpuMs()];
    const phase = { name, wallMs: wall - this.wallAt, cpuMs: this.pids.length > 0 ? cpu - this.cpuAt : null };
    [this.wallAt, this.cpuAt] = [wall, cpu];
    this.phases.push(phase);
    return phase;
  }

  /** CPU ms the watched backends have used so far. */
  cpuMs(): number {
    return this.pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  }

  /** One line per phase and one for the whole run: `name  wall s  CPU s`. */
  report(): string {
    const s = (ms: number | null) => (ms === null ? '—' : (ms / 1000).toFixed(1)).padStart(7);
    const total = this.phases.reduce((t, p) => ({ wallMs: t.wallMs + p.wallMs, cpuMs: t.cpuMs + (p.cpuMs ?? 0) }), {
      wallMs: 0,
      cpuMs: 0,
    });
    return [...this.phases, { name: 'in all', ...total }]
      .map((p) => `  ${p.name.padEnd(28)} ${s(p.wallMs)} s wall ${s(p.cpuMs)} s database CPU`)
      .join('\n');
  }
}
