import { resolve } from 'node:path';
import ts from 'typescript';

/** How a module reaches another: a value import the bundle keeps, a type only, or a dynamic import(). */
type ImportKind = 'static' | 'type' | 'dynamic';

export interface Import {
  /** The imported module, an absolute path. */
  file: string;
  kind: ImportKind;
}

/** The project's compiler options, so specifiers resolve as the type checker resolves them. */
const compilerOptions = (() => {
  const configFile = ts.findConfigFile(process.cwd(), ts.sys.fileExists);
  if (configFile === undefined) return {};
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, process.cwd()).options;
})();

function resolveSpecifier(specifier: string, from: string): string | null {
  const { resolvedModule } = ts.resolveModuleName(specifier, from, compilerOptions, ts.sys);
  if (resolvedModule === undefined || resolvedModule.isExternalLibraryImport) return null;
  return resolvedModule.resolvedFileName.endsWith('.d.ts') ? null : resolve(resolvedModule.resolvedFileName);
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  return node.importClause?.isTypeOnly ?? false;
}

/** The project modules `file` imports, as the TypeScript parser reads them (comments and strings are no imports). */
export function importsOf(file: string): Import[] {
  const text = ts.sys.readFile(file);
  if (text === undefined) throw new Error(`no such file: ${file}`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: Array<{ specifier: string; kind: ImportKind }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: isTypeOnlyImport(node) ? 'type' : 'static' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: node.isTypeOnly ? 'type' : 'static' });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'dynamic' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push({ specifier: literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.flatMap(({ specifier, kind }) => {
    const target = resolveSpecifier(specifier, file);
    return target === null ? [] : [{ file: target, kind }];
  });
}

/**
 * Every project module `entry` reaches through static value imports, as absolute paths: what must
 * have arrived before it runs. Type-only imports never reach the bundle; a dynamic import starts a
 * chunk of its own.
 */
export function staticImportClosure(entry: string): Set<string> {
  const reached = new Set<string>();
  const pending = [resolve(entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const { file: target, kind } of importsOf(file)) if (kind === 'static') pending.push(target);
  }
  return reached;
}

/**
 * The circles of imports among `files` (of any kind: a type or a dynamic import ties two modules
 * together as well), each as the modules on it; none when the files import one another one way only.
 */
export function importCircles(files: readonly string[]): string[][] {
  const inside = new Set(files.map((file) => resolve(file)));
  const edges = new Map(
    [...inside].map((file) => [
      file,
      importsOf(file).flatMap(({ file: target }) => (inside.has(target) ? [target] : [])),
    ]),
  );
  // Tarjan's strongly connected components: a component of more than one module, or a module that
  // imports itself, is a circle.
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    lowest.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(target) ?? 0));
      } else if (stack.includes(target)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1 || (edges.get(file) ?? []).includes(file)) circles.push(component.sort());
  };
  for (const file of inside) if (!index.has(file)) visit(file);
  return circles;
}
