/**
 * A react-hook-form resolver that checks with a zod schema loaded when the form first validates
 * (its first blur, change or submit, as the form's mode says), not with the page: zod is about
 * 25 KB of gzip, a fifth of a phone page's script budget (issue 31, decision 082). `loadSchema`
 * imports the schema's module, e.g. `() => import('@shop/domain/contact/contact.schemas').then((m) => m.contactBody)`.
 * The first check waits for the download; a failed download rejects the check (the submit does nothing).
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

type FormSchema = z.$ZodType<unknown, FieldValues>;
type SchemaResolver<T extends FormSchema> = Resolver<z.input<T>, unknown, z.output<T>>;

export function lazyZodResolver<T extends FormSchema>(loadSchema: () => Promise<T>): SchemaResolver<T> {
  let loaded: Promise<SchemaResolver<T>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, resolvers]) =>
      // zodResolver's overloads infer the form's types from a concrete schema, not from T.
      (resolvers.zodResolver as (schema: T) => SchemaResolver<T>)(schema),
    );
    return (await loaded)(values, context, options);
  };
}
