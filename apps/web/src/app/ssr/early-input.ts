/**
 * What a shopper does on a server-rendered page before the app has taken it over (docs/decisions/
 * 024, 096). The page shows at its first paint, but its code arrives later (on a phone, seconds
 * later). Until the app has hydrated, a button has no handler, so a tapped Add to Cart did
 * nothing; a form submitted as plain HTML, reloading the page with what was typed in the address
 * bar (the track order form's e-mail); and hydration set the fields back to their defaults, losing
 * what was typed. Links are left alone: they work as plain HTML.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = HTMLButtonElement | HTMLFormElement;

/**
 * Sets a field's value as typing would, so the app's change handler runs. React notes the value it
 * last saw through the field's `value` property and ignores an input event that leaves it as noted:
 * the field is first emptied that way, then given the typed value through the element's own
 * setter, which React does not see, and the input event then reads as a change.
 */
function setTyped(field: Field, value: string): void {
  field.value = '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** How long a release waits for React to hydrate what was touched before it replays anyway (ms). */
const HYDRATION_WAIT_MS = 5_000;
/** How often it looks (ms). */
const HYDRATION_POLL_MS = 50;

/**
 * Whether React has hydrated `element`: it keeps each hydrated element's props under a key of its
 * own (`__reactProps$…`). A page's route hydrates in a pass of its own, after the app's shell
 * (lib/routing/app-route.tsx wraps it in Suspense), and hydrating a controlled field sets it back
 * to the app's value: what was typed is given back only once the field is React's.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * From now on, notes what is typed into each field of `doc`, and stops each button's click and
 * each form's submit before anything sees it, keeping the first of each element. Returns the
 * release, to call once the app has hydrated: it goes on holding until React has hydrated every
 * element touched (HYDRATION_WAIT_MS at most), then stops, gives each field back what was typed
 * into it (a checkbox or radio is clicked if it is not as it was left), and replays the kept
 * clicks and submits in order on the elements still in the page. A tapped button acts once
 * however often it was tapped.
 */
export function holdEarlyInput(doc: Document = document): () => Promise<void> {
  const typed = new Map<Field, string | boolean>();
  const held: Held[] = [];
  const hold = (element: Held, event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(element)) held.push(element);
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    const toggles = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    typed.set(field, toggles ? field.checked : field.value);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.disabled) hold(button, event);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement) hold(event.target, event);
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  const touched = () => [...typed.keys(), ...held].filter((element) => element.isConnected);
  return async () => {
    const until = performance.now() + HYDRATION_WAIT_MS;
    while (touched().some((element) => !isHydrated(element)) && performance.now() < until)
      await new Promise((resolve) => setTimeout(resolve, HYDRATION_POLL_MS));
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('change', onInput, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      if (typeof value === 'boolean') {
        if ((field as HTMLInputElement).checked !== value) field.click();
      } else setTyped(field, value);
    }
    for (const element of held) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  };
}
