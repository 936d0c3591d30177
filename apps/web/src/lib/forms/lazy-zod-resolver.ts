/**
 * A react-hook-form resolver that checks with a zod schema loaded when the form first validates
 * (its first blur, change or submit, as the form's mode says), not with the page: zod is about
 * 25 KB of gzip, a fifth of a phone page's script budget (issue 31, decision 082). `loadSchema`
 * imports the schema's module, e.g. `() => import('@shop/domain/contact/contact.schemas').then((m) => m.contactBody)`.
 * The first check waits for the download; a failed download rejects the check (the submit does nothing).
 * While it waits, the shopper may type on: react-hook-form passes its live values object, so a
 * check that waits takes a copy of the values as they were when it was asked, and answers for
 * those (a submit must not send an e-mail typed after it was pressed, unchecked by it).
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/** A zod schema of a form's values. */
export type FormSchema = z.$ZodType<unknown, FieldValues>;
type SchemaResolver<T extends FormSchema> = Resolver<z.input<T>, unknown, z.output<T>>;

export function lazyZodResolver<T extends FormSchema>(loadSchema: () => Promise<T>): SchemaResolver<T> {
  let loaded: Promise<SchemaResolver<T>> | undefined;
  let ready: SchemaResolver<T> | undefined;
  return async (values, context, options) => {
    if (ready) return ready(values, context, options);
    loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, resolvers]) => {
      // zodResolver's overloads infer the form's types from a concrete schema, not from T.
      ready = (resolvers.zodResolver as (schema: T) => SchemaResolver<T>)(schema);
      return ready;
    });
    const asked = structuredClone(values);
    return (await loaded)(asked, context, options);
  };
}
