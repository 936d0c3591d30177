/** A thin bar at the top of the window showing how far the page has been read (storefront spec §2). */
import { useEffect, useState } from 'react';

export function ReadingProgress() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const update = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(room > 0 ? Math.min(100, Math.max(0, (window.scrollY / room) * 100)) : 0);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent print:hidden"
    >
      <div className="h-full origin-left bg-brand-600" style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
