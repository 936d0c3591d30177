/** The post's author: a round initial, the name and the bio (storefront spec §2). */
export function AuthorCard({ name, bio }: { name: string; bio: string }) {
  if (!name) return null;
  return (
    <aside aria-label="About the author" className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <span
        aria-hidden
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
      <div>
        <p className="font-semibold text-slate-900">{name}</p>
        {bio && <p className="mt-1 text-sm text-slate-600">{bio}</p>}
      </div>
    </aside>
  );
}
