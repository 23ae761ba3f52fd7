// The package's public entry points, read from package.json's `exports`, each with its source file.
// A subpath's source is the one `tsconfig.json`'s `paths` maps the import to (the examples and the
// guides import the package by name and resolve it that way), else `src/<name>.ts` or
// `src/<name>/index.ts`. An entry whose source cannot be found is an error: a reference that
// silently skipped a public entry point would not check what it claims to.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `paths` of tsconfig.json (a JSON-with-comments file, read by TypeScript's own parser). */
function tsconfigPaths() {
  const { config, error } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(`tsconfig.json: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return config?.compilerOptions?.paths ?? {};
}

/**
 * Every entry of `exports` except `./package.json`: its import specifier (`compile-engine`,
 * `compile-engine/testing`, …) and its source file, relative to the repository root.
 * @returns {{ specifier: string, source: string }[]}
 */
export function entryPoints() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const paths = tsconfigPaths();
  return Object.keys(pkg.exports ?? { '.': null })
    .filter((key) => key !== './package.json')
    .map((key) => {
      const specifier = key === '.' ? pkg.name : `${pkg.name}/${key.replace(/^\.\//, '')}`;
      const name = key === '.' ? 'index' : key.replace(/^\.\//, '');
      const candidates = [...(paths[specifier] ?? []), `src/${name}.ts`, `src/${name}/index.ts`];
      const source = candidates.map((c) => c.replace(/^\.\//, '')).find((c) => existsSync(join(root, c)));
      if (!source) throw new Error(`package.json exports "${key}", but no source was found for it (tried ${candidates.join(', ')}): map "${specifier}" in tsconfig.json's paths`);
      return { specifier, source };
    });
}
