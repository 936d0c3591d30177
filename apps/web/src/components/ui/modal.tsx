/**
 * The one modal dialog, on the native <dialog> opened with showModal(): the browser puts it in the top
 * layer and makes the page behind it inert, so screen readers and focus stay inside without a portal;
 * Tab also wraps from the last control to the first (APG) instead of leaving for the browser's toolbar.
 * Esc (from anywhere, also when focus fell to the body because a button turned busy), the backdrop and
 * the close button all call onClose, and the parent decides by unmounting it. Focus starts on
 * [data-autofocus] (else the first control) and goes back to the opener when it unmounts. Named by its
 * title and described by `description` through ids from useId, so two can coexist. Size 'sheet' makes it
 * a side sheet on the right from 768 px and a bottom sheet on phones (the bulk drawer), with the same
 * focus, Esc and backdrop behaviour.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog: past the last control it goes to the first, and back. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const [first, last] = [items[0], items[items.length - 1]];
  if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}

export type ModalSize = 'md' | 'lg' | 'sheet';

const centred = 'm-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] rounded-2xl';
const boxes: Record<ModalSize, string> = {
  md: `${centred} max-w-md`,
  lg: `${centred} max-w-2xl`,
  // Phones: pinned to the bottom edge, full width; from md: pinned to the right edge, full height.
  sheet:
    'mx-0 mb-0 mt-auto max-h-[92dvh] w-full max-w-none rounded-t-2xl ' +
    'md:my-0 md:ml-auto md:mr-0 md:h-dvh md:max-h-dvh md:w-[28rem] md:rounded-none md:rounded-l-2xl',
};

interface ModalProps {
  title: string;
  description?: ReactNode;
  /** Actions in a bar under the scrolling body; a submit button there names its form with form={id}. */
  footer?: ReactNode;
  size?: ModalSize;
  onClose: () => void;
  children: ReactNode;
}

export function Modal({ title, description, footer, size = 'md', onClose, children }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.close();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Esc: keep the dialog open and let the parent close it, so React's state stays the truth.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={wrapTab}
      // mousedown, not click: a drag that starts inside and ends on the backdrop must not close it.
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      className={`${boxes[size]} flex-col overflow-hidden bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 open:flex`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-0.5 text-sm text-slate-500">
              {description}
            </div>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-m-1 shrink-0 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer && (
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end">
          {footer}
        </div>
      )}
    </dialog>
  );
}
