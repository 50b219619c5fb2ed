import { z } from 'zod';
import { markdownSource, route } from '../../../src/schema/primitives';
import { discriminateOnPresence, discriminateOnType, discriminatorOf, isPlainUnion } from './discriminateBlocks';
import { CONTENT_EXAMPLES_COMMENT, NO_KNOWN_VALUES, type KnownValues } from './knownValues';

/** The `file:` of Markdown kept under content/, the one place the text files are offered. */
const markdownFile = (markdownSource.def.options[1] as z.ZodObject<{ file: z.ZodString }>).shape.file;

function offer(jsonSchema: Record<string, unknown>, values: readonly string[]): void {
  if (!values.length) return;
  jsonSchema.$comment = CONTENT_EXAMPLES_COMMENT;
  jsonSchema.examples = [...values];
}

/**
 * A zod schema as the JSON Schema an editor's YAML extension reads: kinds told apart by their
 * `type` (or by a field only one has), and, with `known`, the content's routes and text files offered.
 */
export function editorJsonSchema(schema: z.ZodType, known: KnownValues = NO_KNOWN_VALUES, { keepPlainUnions = false } = {}): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    // Draft-07: the newest draft the YAML language server reads in full, if/then included.
    target: 'draft-07',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const discriminator = discriminatorOf(zodSchema);
      if (discriminator) discriminateOnType(jsonSchema, discriminator);
      else if (!keepPlainUnions && isPlainUnion(zodSchema)) discriminateOnPresence(jsonSchema);
      // Compared by definition: `.meta()` copies a schema but keeps its definition.
      if (zodSchema._zod.def === route._zod.def) offer(jsonSchema, known.routes);
      if (zodSchema._zod.def === markdownFile._zod.def) offer(jsonSchema, known.textFiles);
    },
  });
}
