/** The online presence block with Shop Now (/allproducts) and the sectors grid (storefront spec §2). */
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

const SECTORS = [
  { name: 'Education and labs', text: 'Kits and spares for colleges, schools and tinkering labs.' },
  { name: 'Robotics and drones', text: 'Motors, drivers, flight controllers, batteries and frames.' },
  { name: 'Manufacturing', text: 'Sensors, relays and boards for production lines and test rigs.' },
  { name: 'IoT and start-ups', text: 'Microcontrollers and modules from prototype to the first batch.' },
  { name: 'Repair and service', text: 'Connectors, displays and power parts for service centres.' },
  { name: 'Research', text: 'Single-board computers, cameras and instruments for R&D.' },
];

export function B2bSectors() {
  return (
    <>
      <section
        aria-labelledby="online-heading"
        className="flex flex-col items-start gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="online-heading" className="text-lg font-bold text-slate-900">
            Shop online any time
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Every part in our catalogue can be ordered online, with bulk prices from 5 units and delivery across India.
          </p>
        </div>
        <Link to="/allproducts" className={buttonClasses('primary', 'md', 'shrink-0')}>
          Shop Now
        </Link>
      </section>
      <section aria-labelledby="sectors-heading">
        <h2 id="sectors-heading" className="mb-3 text-lg font-bold text-slate-900">
          Sectors we serve
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SECTORS.map((sector) => (
            <li key={sector.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-slate-900">{sector.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{sector.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
