/**
 * Toasts (sonner), loaded on the first toast rather than with the page: sonner is about 10 KB of
 * gzip that no page needs to show itself (issue 6, initial JavaScript ≤ 120 KB). `toast.success`,
 * `toast.warning` and `toast.error` take sonner's message and options; the first call loads sonner, mounts the
 * <ToastHost> toaster, then shows the toast. Its stylesheet ships in ours (app/providers.tsx).
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import type { ExternalToast, Toaster as SonnerToaster } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
/** Whether the toaster should be on the page: from the first toast on. ToastHost subscribes. */
let toasterWanted = false;
const toasterListeners = new Set<() => void>();
let toasterMounted!: () => void;
const mounted = new Promise<void>((resolve) => (toasterMounted = resolve));

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of toasterListeners) listener();
  }
  return sonner;
}

function subscribeToaster(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

async function show(kind: 'success' | 'error' | 'warning', message: string, options?: ExternalToast): Promise<void> {
  const loaded = await loadSonner();
  // A toast sent before the toaster subscribes would be lost.
  await mounted;
  loaded.toast[kind](message, options);
}

/** Shows a toast; the first one loads sonner. */
export const toast = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
  warning: (message: string, options?: ExternalToast) => void show('warning', message, options),
};

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  function MountedToaster(props: ComponentProps<typeof SonnerToaster>) {
    // Runs after the Toaster's own effects, so it has subscribed by now.
    useEffect(() => toasterMounted(), []);
    return <Toaster {...props} />;
  }
  return { default: MountedToaster };
});

/** Where toasts appear; renders nothing until the first toast. Mount once, in the app's providers. */
export function ToastHost(props: ComponentProps<typeof SonnerToaster>) {
  const wanted = useSyncExternalStore(
    subscribeToaster,
    () => toasterWanted,
    () => false,
  );
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  ) : null;
}
