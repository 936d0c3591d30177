/** The home page's promo tiles (storefront spec §2 home item 7): each with Discover Now to the listing. */
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const TILES = [
  {
    title: 'Sensors week',
    text: 'Temperature, motion and gas sensors for every build',
    category: 'Sensors',
    tone: 'from-sky-800 to-sky-700',
  },
  {
    title: 'Power up',
    text: 'LiPo and Li-ion packs, chargers and holders',
    category: 'Battery',
    tone: 'from-emerald-800 to-emerald-700',
  },
  {
    title: 'Motion control',
    text: 'Steppers, servos and the drivers that run them',
    category: 'Motors and Drivers',
    tone: 'from-violet-800 to-violet-700',
  },
];

export function PromoTiles() {
  return (
    <section aria-label="Offers" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {TILES.map((tile) => (
        <article
          key={tile.title}
          className={`flex min-h-40 flex-col justify-between rounded-2xl bg-gradient-to-br ${tile.tone} p-5 text-white shadow-sm`}
        >
          <div>
            <h2 className="text-xl font-bold">{tile.title}</h2>
            <p className="mt-1 text-sm text-white/90">{tile.text}</p>
          </div>
          <Link
            to={paths.products({ category: tile.category })}
            aria-label={`Discover Now: ${tile.title}`}
            className="mt-4 inline-flex w-fit items-center gap-1 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 transition hover:bg-slate-100"
          >
            Discover Now
          </Link>
        </article>
      ))}
    </section>
  );
}
