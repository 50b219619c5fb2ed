import type { z } from 'zod';
import type { DataPath } from './yamlSource';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  // A transform (a pipe) is written as its input; a lazy schema is what its getter gives.
  if (def.in) return unwrap(def.in);
  if (def.getter) return unwrap(def.getter());
  return schema;
}

/** Of a union's options, the object one that fits the data best (its discriminator, else most shared keys). */
function pickOption(def: Def, data: unknown): z.ZodType | undefined {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const objects = def.options!.map(unwrap).filter((option) => defOf(option).shape);
  const discriminator = def.discriminator;
  // Every option of a discriminated union is an object with the discriminator among its fields.
  if (discriminator) return objects.find((option) => defOf(option).shape![discriminator]!.safeParse(record[discriminator]).success);
  const score = (option: z.ZodType) => Object.keys(record).filter((key) => key in defOf(option).shape!).length;
  return [...objects].sort((a, b) => score(b) - score(a))[0];
}

/** The schema (unwrapped, unions resolved by the data where they can be) for the value at `path`. */
export function schemaAt(schema: z.ZodType, data: unknown, path: DataPath, resolveUnions = true): z.ZodType | undefined {
  /** The union at hand resolved, option by option, by the value it holds. */
  const resolved = (start: z.ZodType | undefined, value: unknown): z.ZodType | undefined => {
    let type = start;
    // The options picked from are unwrapped already.
    while (type && defOf(type).type === 'union') type = pickOption(defOf(type), value);
    return type;
  };
  let current: z.ZodType | undefined = unwrap(schema);
  let value = data;
  for (const key of path) {
    current = resolved(current, value);
    if (!current) return undefined;
    const def = defOf(current);
    const next: z.ZodType | undefined = def.shape?.[key as string] ?? def.element ?? def.valueType;
    if (!next) return undefined;
    current = unwrap(next);
    value = (value as Record<string | number, unknown> | undefined)?.[key];
  }
  return resolveUnions ? resolved(current, value) : current;
}

/** The options of the union at `path`, in the order zod reports their issues. */
export function unionOptionsAt(schema: z.ZodType, data: unknown, path: DataPath): z.ZodType[] | undefined {
  const union = schemaAt(schema, data, path, false);
  // Of zod's schemas, only a union has options.
  return union && defOf(union).options;
}

/** The keys the schema allows for the object found at `path` in `data`. */
export function knownKeysAt(schema: z.ZodType, data: unknown, path: DataPath): string[] {
  const current = schemaAt(schema, data, path);
  return current ? Object.keys(defOf(current).shape ?? {}) : [];
}
