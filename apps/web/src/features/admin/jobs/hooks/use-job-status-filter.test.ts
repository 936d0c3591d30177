import { describe, expect, it } from 'vitest';
import { parseJobStatusFilter } from './use-job-status-filter';

describe('parseJobStatusFilter', () => {
  it('shows failed jobs when the URL names no status', () => {
    expect(parseJobStatusFilter(null)).toBe('failed');
  });

  it.each(['pending', 'running', 'done', 'failed', 'all'])('keeps %s from the URL', (value) => {
    expect(parseJobStatusFilter(value)).toBe(value);
  });

  it('reads an unknown status as failed rather than asking the server for it', () => {
    expect(parseJobStatusFilter('FAILED')).toBe('failed');
    expect(parseJobStatusFilter('<script>')).toBe('failed');
  });
});
