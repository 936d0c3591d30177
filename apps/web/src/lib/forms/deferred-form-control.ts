/**
 * The part of a deferred form (use-deferred-form.ts, decision 099) that loads with the first
 * touch: react-hook-form's form, made outside React (`createFormControl`), checked with the
 * domain's schema through lazyZodResolver (zod itself loads with the first check, decision 082).
 */
import { createFormControl, type DefaultValues, type FieldValues, type Mode } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { lazyZodResolver, type FormSchema } from './lazy-zod-resolver';

export interface DeferredFormOptions<T extends FormSchema> {
  /** The fields' first values, by name. */
  defaultValues: z.input<T>;
  /** Imports the form's schema (e.g. `async () => (await import('…/address.schemas')).addressBody`). */
  schema: () => Promise<T>;
  /** When fields are checked (react-hook-form's mode): 'onChange', 'onTouched', … */
  mode: Mode;
}

/** react-hook-form's form without its formState (read through `subscribe`). */
export type DeferredControl<TIn extends FieldValues, TOut> = ReturnType<typeof createFormControl<TIn, unknown, TOut>>;

/** Takes the options; gives the form. */
export function createDeferredControl<T extends FormSchema>(
  options: DeferredFormOptions<T>,
): DeferredControl<z.input<T>, z.output<T>> {
  return createFormControl<z.input<T>, unknown, z.output<T>>({
    defaultValues: options.defaultValues as DefaultValues<z.input<T>>,
    mode: options.mode,
    resolver: lazyZodResolver(options.schema),
  });
}
