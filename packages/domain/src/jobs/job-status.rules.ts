/**
 * The states of a background job (decision 011), zod-free so a screen can list them without
 * pulling zod into its bundle (STYLE.md habit 14): pending (waiting for its time or a retry),
 * running (claimed by a runner), done, failed (gave up after its attempts; staff may retry it).
 */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
