/**
 * A react-hook-form form whose library loads when the shopper first touches the form (a field's
 * focus or change, or its submit), not with the page (decision 099). react-hook-form is about
 * 14 KB of the 120 KB a phone page may load (issue 31, target 6); checkout opens with two forms,
 * and most of its visits end before the shopper types a character.
 *
 * Until it loads, each field is a plain uncontrolled input showing its default value. Loaded, the
 * form is react-hook-form's own (`createFormControl`, outside React, so the page's component
 * keeps its hooks and the fields keep their DOM nodes, their focus and the phone's keyboard).
 * What was typed before it loaded stays: react-hook-form takes an edited field's value when it
 * registers it. The fields' checks are the domain's zod schema, loaded on the form's first check
 * (lazyZodResolver, decision 082).
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import type { FieldErrors, FieldValues, Mode, Path, PathValue, SetValueConfig } from 'react-hook-form';
import type { DeferredControl, DeferredFormOptions } from './deferred-form-control';
import type { FormSchema } from './lazy-zod-resolver';
import type * as z from 'zod/v4/core';

type FieldElement = HTMLInputElement | HTMLSelectElement;

/** The props a field's `<input>` or `<select>` takes: spread them, as react-hook-form's `register`. */
export interface DeferredField {
  name: string;
  defaultValue: string;
  ref: (element: FieldElement | null) => void;
  onFocus: () => void;
  onChange: (event: ChangeEvent<FieldElement>) => unknown;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
}

export interface DeferredForm<TIn extends FieldValues, TOut> {
  /** A field's props, by name. */
  field: (name: Path<TIn> & string) => DeferredField;
  /** The fields' errors (react-hook-form's `formState.errors`); none before it loads. */
  errors: FieldErrors<TIn>;
  /** The watched fields' current values (options.watch), for what the page shows as they change. */
  watched: Partial<TIn>;
  /**
   * The submit handler: loads the form if need be, checks the fields, and calls onValid with the
   * checked values (react-hook-form's handleSubmit; an invalid field is focused instead).
   */
  handleSubmit: (onValid: (values: TOut) => unknown) => (event?: FormEvent) => void;
  /** Sets a field's value; before the form loads, in the field itself (kept when it loads). */
  setValue: <N extends Path<TIn> & string>(name: N, value: PathValue<TIn, N>, options?: SetValueConfig) => void;
  /** The loaded form (setError and the rest), or undefined before the first touch. */
  control: DeferredControl<TIn, TOut> | undefined;
}

/**
 * Takes the form's default values (strings by field name), its schema's loader (as
 * lazyZodResolver's), react-hook-form's validation mode and the fields to watch; gives the
 * DeferredForm. A failed download of the library leaves the fields as they are; the next touch
 * tries again.
 */
export function useDeferredForm<T extends FormSchema>(
  options: DeferredFormOptions<T> & { watch?: readonly (Path<z.input<T>> & string)[] },
): DeferredForm<z.input<T>, z.output<T>> {
  type TIn = z.input<T>;
  type TOut = z.output<T>;
  const [control, setControl] = useState<DeferredControl<TIn, TOut>>();
  const [errors, setErrors] = useState<FieldErrors<TIn>>({});
  const [watched, setWatched] = useState<Partial<TIn>>(() => pick(options.defaultValues, options.watch));
  const elements = useRef(new Map<string, FieldElement>());
  const loading = useRef<Promise<DeferredControl<TIn, TOut>>>(undefined);
  const pendingSubmit = useRef<(values: TOut) => unknown>(undefined);
  // The options as the form was first drawn: a form keeps its defaults, as react-hook-form's does.
  const [first] = useState(options);

  const load = useCallback(() => {
    loading.current ??= import('./deferred-form-control').then(
      ({ createDeferredControl }) => {
        const created = createDeferredControl(first);
        setControl(created);
        return created;
      },
      (error: unknown) => {
        // The next touch tries again; a submit pressed meanwhile is not run later by surprise.
        loading.current = undefined;
        pendingSubmit.current = undefined;
        throw error;
      },
    );
    return loading.current;
  }, [first]);
  const startLoading = useCallback(() => void load().catch(() => undefined), [load]);

  useFormState(control, first, pendingSubmit, setErrors, setWatched);

  const field = (name: Path<TIn> & string): DeferredField => {
    const registered = control?.register(name);
    return {
      name,
      defaultValue: String(first.defaultValues[name] ?? ''),
      ref: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
        registered?.ref(element);
      },
      onFocus: startLoading,
      onChange: (event) => (registered ? registered.onChange(event) : startLoading()),
      onBlur: (event) => registered?.onBlur(event),
    };
  };

  const handleSubmit = (onValid: (values: TOut) => unknown) => (event?: FormEvent) => {
    if (control) return void control.handleSubmit(onValid)(event);
    event?.preventDefault();
    pendingSubmit.current = onValid;
    startLoading();
  };

  const setValue = useCallback<DeferredForm<TIn, TOut>['setValue']>(
    (name, value, config) => {
      if (control) return control.setValue(name, value, config);
      const element = elements.current.get(name);
      if (element) element.value = String(value ?? '');
      if (first.watch?.includes(name)) setWatched((now) => ({ ...now, [name]: value }));
    },
    [control, first.watch],
  );

  return { field, errors, watched, handleSubmit, setValue, control };
}

/**
 * Once the form has loaded: its errors and watched values into the page's state, and a submit
 * pressed while it loaded run (the fields are registered by then: refs attach before effects run,
 * so an invalid one can be focused).
 */
function useFormState<TIn extends FieldValues, TOut>(
  control: DeferredControl<TIn, TOut> | undefined,
  { watch, mode, defaultValues }: { watch?: readonly (Path<TIn> & string)[]; mode: Mode; defaultValues: TIn },
  pendingSubmitRef: RefObject<((values: TOut) => unknown) | undefined>,
  setErrors: (errors: FieldErrors<TIn>) => void,
  setWatched: (values: Partial<TIn>) => void,
) {
  useEffect(() => {
    if (!control) return undefined;
    const stopErrors = control.subscribe({
      formState: { errors: true },
      callback: (state) => setErrors({ ...(state.errors ?? {}) } as FieldErrors<TIn>),
    });
    const stopValues = watch?.length
      ? control.subscribe({
          name: watch,
          formState: { values: true },
          callback: ({ values }) => setWatched(pick(values, watch)),
        })
      : undefined;
    // What was typed while the library loaded: the fields took it when they registered, and no
    // change has been announced for it. A form checked as it changes checks those fields now.
    const values = control.getValues();
    if (watch?.length) setWatched(pick(values, watch));
    const edited = Object.keys(values).filter((name) => values[name] !== defaultValues[name]) as Path<TIn>[];
    if ((mode === 'onChange' || mode === 'all') && edited.length > 0) void control.trigger(edited);
    const onValid = pendingSubmitRef.current;
    pendingSubmitRef.current = undefined;
    if (onValid) void control.handleSubmit(onValid)();
    return () => {
      stopErrors();
      stopValues?.();
    };
  }, [control, watch, mode, defaultValues, pendingSubmitRef, setErrors, setWatched]);
}

/** The `names` entries of `values`. */
function pick<V extends FieldValues>(values: V, names: readonly string[] | undefined): Partial<V> {
  return Object.fromEntries((names ?? []).map((name) => [name, values[name]])) as Partial<V>;
}
