import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Where each island's component is, read from the block definitions. An island's definition names
 * its client entry once, in its `load`:
 *
 *   load: () => import('./Shop.client').then((module) => module.Shop),
 *
 * The server render calls that `load`; the browser cannot, because a definition also carries the
 * block's schema, which must stay out of the browser. So the build reads each `load` as a compiler
 * reads an import, from the source, and gives the browser those imports alone (islandLoaders.ts).
 * A block's folder is named by its block type (src/blocks/shop holds the `shop` block), and the
 * browser finds an island's component by the type the page writes on the island.
 */
export interface IslandEntry {
  /** The block type, which is also the name of the block's folder. */
  readonly type: string;
  /** The component's module, as a path from the project's root ("src/blocks/shop/Shop.client.tsx"). */
  readonly module: string;
  /** The name the module exports the component under. */
  readonly exportName: string;
}

/** The list every block is registered in, from the project's root. */
const DEFINITIONS_FILE = 'src/blocks/definitions.ts';

const SOURCE_EXTENSIONS = ['.tsx', '.ts'];

/** A definition written in a shape this reader does not know: the file, and what it should look like. */
class IslandEntryError extends Error {
  constructor(file: string, node: ts.Node | undefined, source: ts.SourceFile | undefined, expected: string) {
    const at = node && source ? `:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}` : '';
    super(`${file}${at}: ${expected}`);
    this.name = 'IslandEntryError';
  }
}

function parse(root: string, file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** A relative module specifier resolved to its source file, from the project's root. */
function resolveModule(root: string, fromFile: string, specifier: string): string | undefined {
  const base = join(dirname(fromFile), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((extension) => base + extension)];
  return candidates.find((candidate) => existsSync(join(root, candidate)) && SOURCE_EXTENSIONS.some((extension) => candidate.endsWith(extension)));
}

/** The files of the definitions the list names, in its order: `import { shop } from './shop/block'` and `blockDefinitions = [..., shop, ...]`. */
function definitionFiles(root: string): { name: string; file: string }[] {
  const source = parse(root, DEFINITIONS_FILE);
  const importedFrom = new Map<string, string>();
  let listed: readonly ts.Expression[] | undefined;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) importedFrom.set(element.name.text, statement.moduleSpecifier.text);
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'blockDefinitions' || !declaration.initializer) continue;
        let list: ts.Expression = declaration.initializer;
        while (ts.isAsExpression(list) || ts.isSatisfiesExpression(list) || ts.isParenthesizedExpression(list)) list = list.expression;
        if (ts.isArrayLiteralExpression(list)) listed = list.elements;
      }
    }
  }
  if (!listed) throw new IslandEntryError(DEFINITIONS_FILE, undefined, undefined, 'expected `export const blockDefinitions = [ ... ] as const` listing every block definition');
  return listed.map((element) => {
    const specifier = ts.isIdentifier(element) ? importedFrom.get(element.text) : undefined;
    const file = specifier === undefined ? undefined : resolveModule(root, DEFINITIONS_FILE, specifier);
    if (!ts.isIdentifier(element) || !file) {
      throw new IslandEntryError(DEFINITIONS_FILE, element, source, 'expected each entry of blockDefinitions to be a definition imported by name from its block folder');
    }
    return { name: element.text, file };
  });
}

/** The call that makes the exported definition `name`: `export const shop = defineIsland(...)`. */
function definitionCall(source: ts.SourceFile, name: string): ts.CallExpression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer && ts.isCallExpression(declaration.initializer)) {
        return declaration.initializer;
      }
    }
  }
  return undefined;
}

const LOAD_SHAPE = "expected the island's `load: () => import('./Component.client').then((module) => module.Component)`";

/** `() => import('./Shop.client').then((module) => module.Shop)` read as its module and export. */
function loadTarget(load: ts.Expression, file: string, source: ts.SourceFile): { specifier: string; exportName: string } {
  const body = ts.isArrowFunction(load) && load.parameters.length === 0 ? load.body : undefined;
  const then = body && ts.isCallExpression(body) && ts.isPropertyAccessExpression(body.expression) && body.expression.name.text === 'then' ? body : undefined;
  const importCall = then && ts.isPropertyAccessExpression(then.expression) ? then.expression.expression : undefined;
  const isImport = importCall && ts.isCallExpression(importCall) && importCall.expression.kind === ts.SyntaxKind.ImportKeyword;
  const specifier = isImport && importCall.arguments.length === 1 && ts.isStringLiteral(importCall.arguments[0]!) ? importCall.arguments[0].text : undefined;
  const pick = then?.arguments[0];
  const parameter = pick && ts.isArrowFunction(pick) && pick.parameters.length === 1 ? pick.parameters[0]!.name : undefined;
  const picked = pick && ts.isArrowFunction(pick) && ts.isPropertyAccessExpression(pick.body) ? pick.body : undefined;
  const fromParameter = picked && parameter && ts.isIdentifier(parameter) && ts.isIdentifier(picked.expression) && picked.expression.text === parameter.text;
  if (specifier === undefined || !picked || !fromParameter) throw new IslandEntryError(file, load, source, LOAD_SHAPE);
  return { specifier, exportName: picked.name.text };
}

/**
 * Every island of the block list, with the module and export of its component, in the list's
 * order; and every file read to find them (the list and each definition), for a server to watch.
 */
export function islandEntries(root: string): { islands: IslandEntry[]; files: string[] } {
  const definitions = definitionFiles(root);
  const islands = definitions.flatMap(({ name, file }) => {
    const source = parse(root, file);
    const call = definitionCall(source, name);
    if (!call || !ts.isIdentifier(call.expression)) {
      throw new IslandEntryError(file, undefined, undefined, `expected \`export const ${name} = defineBlock(...)\` or \`defineIsland(...)\``);
    }
    if (call.expression.text !== 'defineIsland') return [];
    const parts = call.arguments[1];
    const load =
      parts && ts.isObjectLiteralExpression(parts)
        ? parts.properties.find((property): property is ts.PropertyAssignment => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'load')
        : undefined;
    if (!load) throw new IslandEntryError(file, call, source, LOAD_SHAPE);
    const { specifier, exportName } = loadTarget(load.initializer, file, source);
    const module = resolveModule(root, file, specifier);
    if (!module) throw new IslandEntryError(file, load, source, `"${specifier}" names no .tsx or .ts file beside the definition`);
    return [{ type: relative('src/blocks', dirname(file)), module, exportName }];
  });
  return { islands, files: [DEFINITIONS_FILE, ...definitions.map(({ file }) => file)] };
}

/** The browser's module: each island's component by block type, each loaded as its own chunk when its island wakes. */
export function islandLoadersModule(entries: readonly IslandEntry[]): string {
  const loaders = entries.map(({ type, module, exportName }) => `  ${JSON.stringify(type)}: () => import(${JSON.stringify(`/${module}`)}).then((module) => module.${exportName}),`);
  return `export const islandLoaders = {\n${loaders.join('\n')}\n};\n`;
}
