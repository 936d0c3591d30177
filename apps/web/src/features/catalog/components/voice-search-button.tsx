/** The microphone button of the search box (storefront spec §2 header): starts or stops voice search. */
function MicIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
    </svg>
  );
}

export function VoiceSearchButton({ listening, onClick }: { listening: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={listening}
      aria-label={listening ? 'Stop voice search' : 'Search by voice'}
      className={`flex w-10 items-center justify-center rounded-md ${listening ? 'animate-pulse bg-red-50 text-red-600' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-800'}`}
    >
      <MicIcon />
    </button>
  );
}
