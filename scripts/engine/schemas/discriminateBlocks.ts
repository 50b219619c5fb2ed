import type { z } from 'zod';

type JsonObject = Record<string, unknown>;

/**
 * Rewrites the JSON Schema of a union discriminated on `type` (one object per block) from a
 * `oneOf` into `if`/`then` pairs keyed on the `type` const. Against a `oneOf`, one misspelt field
 * fails every block and an editor (or ajv) reports why each of them did not match: dozens of
 * errors, none at the mistake. Keyed on `type`, only the block that was named is checked, so the
 * mistake gives one error where it is; an unknown `type` gives one error, at `type`, listing the
 * valid ones. `if`/`then` exists since draft-07, which the YAML language server understands.
 */
export function discriminateOnType(union: JsonObject, discriminator: string): void {
  const variants = union.oneOf ?? union.anyOf;
  if (!Array.isArray(variants)) return;
  const keyed = (variants as JsonObject[]).map((variant) => ({ value: constOf(variant, discriminator), variant }));
  if (keyed.some(({ value }) => value === undefined)) return;
  delete union.oneOf;
  delete union.anyOf;
  union.type = 'object';
  union.required = [discriminator];
  union.properties = {
    [discriminator]: { type: 'string', enum: keyed.map(({ value }) => value), description: `Which kind this is; the other fields allowed depend on it` },
  };
  union.allOf = keyed.map(({ value, variant }) => ({
    if: { properties: { [discriminator]: { const: value } }, required: [discriminator] },
    then: variant,
  }));
}

function constOf(variant: JsonObject, key: string): string | undefined {
  const property = (variant.properties as Record<string, JsonObject> | undefined)?.[key];
  return typeof property?.const === 'string' ? property.const : undefined;
}

/** The `discriminator` of a zod discriminated union, undefined for any other schema. */
export function discriminatorOf(schema: z.core.$ZodTypes): string | undefined {
  // Of zod's schemas, only a discriminated union has a discriminator.
  return (schema._zod.def as { discriminator?: string }).discriminator;
}

/**
 * Rewrites a union of two objects told apart by a field only one of them has (a route entry is a
 * page, or `template:` standing for pages) into `if`/`then`/`else` on that field's presence, for
 * the same reason as above: a mistake in a page is then reported against the page alone, not also
 * as "missing template" and every page field "not allowed" in a template entry.
 */
export function discriminateOnPresence(union: JsonObject): void {
  const variants = union.anyOf ?? union.oneOf;
  if (!Array.isArray(variants) || variants.length !== 2) return;
  const [first, second] = variants as JsonObject[];
  /** `variant` marked by a field it requires and `other` does not have, if there is one. */
  const markedBy = (variant: JsonObject, other: JsonObject) => {
    const key = ((variant.required as string[] | undefined) ?? []).find((name) => !(name in ((other.properties as JsonObject | undefined) ?? {})));
    return key === undefined ? undefined : { key, marked: variant, rest: other };
  };
  const choice = markedBy(first!, second!) ?? markedBy(second!, first!);
  if (!choice) return;
  const { key, marked, rest } = choice;
  delete union.anyOf;
  delete union.oneOf;
  union.if = { type: 'object', properties: { [key]: {} }, required: [key] };
  union.then = marked;
  union.else = rest;
}

/** Whether a zod schema is a plain union (no discriminator), which only a field's presence can tell apart. */
export function isPlainUnion(schema: z.core.$ZodTypes): boolean {
  const def = schema._zod.def as { type: string; discriminator?: unknown };
  return def.type === 'union' && def.discriminator === undefined;
}
