// A TypeDoc plugin that keeps the reference navigable:
// - every export of every entry point carries a `@category` among the reference's categories
//   (typedoc.config.mjs's `categoryOrder`), so that each page reads by task and an export added
//   later cannot slip into "Other" unnoticed;
// - every module is named by its import path (`compile-engine`, `compile-engine/bots`, …, the keys
//   of package.json's `exports`), so that a reader sees on each page what to import it from.
// A problem is a warning, which the config treats as an error: `npm run docs:check` fails on it
// (test/docs/typedoc-categories.test.ts runs the plugin on a small package to show it).
// package.json is the one of the directory TypeDoc runs in, the package being documented.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Converter, ReflectionKind } from 'typedoc';

/** The import specifiers of the package in the working directory: its name, and `name/sub` for each subpath export. */
function specifiers() {
  const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  const keys = Object.keys(pkg.exports ?? { '.': null }).filter((k) => k !== './package.json');
  return { name: pkg.name, all: keys.map((k) => (k === '.' ? pkg.name : `${pkg.name}/${k.replace(/^\.\//, '')}`)) };
}

/** The `@category` texts of a reflection, its signatures and its type literal. */
function categoriesOf(reflection) {
  const comments = [reflection.comment];
  for (const sig of reflection.signatures ?? []) comments.push(sig.comment);
  const literal = reflection.type?.type === 'reflection' ? reflection.type.declaration : undefined;
  if (literal) comments.push(literal.comment, ...(literal.signatures ?? []).map((s) => s.comment));
  return comments.flatMap((c) => c?.blockTags.filter((t) => t.tag === '@category').map((t) => t.content.map((p) => p.text).join('').trim()) ?? []);
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const known = app.options.getValue('categoryOrder').filter((c) => c !== '*');
    const { name, all } = specifiers();
    const project = context.project;
    const modules = project.getChildrenByKind(ReflectionKind.Module);
    for (const mod of modules.length ? modules : [project]) {
      const moduleName = modules.length ? mod.name : name;
      if (!all.includes(moduleName)) app.logger.warn(`module "${moduleName}" is not named by its import path (one of: ${all.join(', ')}): give its entry file \`@module <import path>\``);
      // A second name for an export already listed (`export { a as b }`) shares its entry.
      for (const child of (mod.children ?? []).filter((c) => !c.kindOf(ReflectionKind.Reference))) {
        const found = categoriesOf(child);
        const where = `${moduleName}.${child.name}`;
        if (found.length === 0) app.logger.warn(`${where} has no @category (one of: ${known.join(', ')})`);
        for (const c of found) if (!known.includes(c)) app.logger.warn(`${where}: unknown @category "${c}" (known: ${known.join(', ')})`);
      }
    }
  }, 100);
}
