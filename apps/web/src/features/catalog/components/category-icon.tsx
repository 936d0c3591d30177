/** A line drawing for each of the six categories (decorative). */
const DRAWINGS: Record<string, React.ReactNode> = {
  'development-board': (
    <>
      <rect x="6" y="10" width="36" height="28" rx="3" />
      <rect x="17" y="18" width="12" height="12" rx="1" />
      <path d="M10 6v4M16 6v4M22 6v4M28 6v4M34 6v4M10 38v4M16 38v4M38 16h4M38 24h4M38 32h4" />
      <circle cx="11" cy="33" r="1.5" />
    </>
  ),
  sensors: (
    <>
      <circle cx="24" cy="24" r="6" />
      <path d="M14 14a14 14 0 0 0 0 20M34 14a14 14 0 0 1 0 20M9 9a21 21 0 0 0 0 30M39 9a21 21 0 0 1 0 30" />
    </>
  ),
  'motors-and-drivers': (
    <>
      <rect x="6" y="14" width="26" height="22" rx="4" />
      <path d="M32 22h6v6h-6M38 25h5M12 14v-4h14v4M11 36v4M27 36v4" />
      <circle cx="19" cy="25" r="4" />
    </>
  ),
  battery: (
    <>
      <rect x="6" y="14" width="32" height="20" rx="3" />
      <path d="M38 20h4v8h-4M14 24h8M18 20v8M28 24h4" />
    </>
  ),
  '3d-printer': (
    <>
      <path d="M8 6h32v36H8zM8 14h32M20 14v8h8v-8M24 22v6" />
      <path d="M16 36h16l-3-6H19z" />
    </>
  ),
  'drone-parts': (
    <>
      <rect x="18" y="19" width="12" height="10" rx="2" />
      <path d="M18 21l-7-7M30 21l7-7M18 27l-7 7M30 27l7 7" />
      <ellipse cx="10" cy="13" rx="7" ry="2" />
      <ellipse cx="38" cy="13" rx="7" ry="2" />
      <ellipse cx="10" cy="35" rx="7" ry="2" />
      <ellipse cx="38" cy="35" rx="7" ry="2" />
    </>
  ),
};

export function CategoryIcon({ slug, className = 'size-10' }: { slug: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {DRAWINGS[slug] ?? <rect x="8" y="8" width="32" height="32" rx="4" />}
    </svg>
  );
}
