/**
 * The port of the shop server that worker `worker` (Playwright's parallelIndex, 0-based) tests
 * against: E2E_PORT for the first, then every 10th port above it, leaving E2E_PORT + 1 … + 9 to
 * servers a spec starts itself (track-order-courier.spec.ts uses its worker's port + 1).
 */
export function serverPort(base: number, worker: number): number {
  return base + 10 * worker;
}

/** E2E_PORT, 3999 unless set. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3999);
