// A TypeDoc plugin: every export of the main entry point carries a `@category` among the
// reference's categories (typedoc.config.mjs), so that the reference reads by task and an export
// added later cannot slip into "Other" unnoticed. A subpath entry (`compile-engine/testing`, …) is
// a task of its own, so categories are optional there; any category given must be a known one. A
// missing or unknown category is a warning, which the config treats as an error.
import { readFileSync } from 'node:fs';
import { Converter, ReflectionKind } from 'typedoc';

const packageName = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).name;

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
    const project = context.project;
    const modules = project.getChildrenByKind(ReflectionKind.Module);
    for (const mod of modules.length ? modules : [project]) {
      const required = modules.length === 0 || mod.name === packageName;
      // A second name for an export already listed (`export { a as b }`) shares its entry.
      for (const child of (mod.children ?? []).filter((c) => !c.kindOf(ReflectionKind.Reference))) {
        const found = categoriesOf(child);
        const where = `${mod.name}.${child.name}`;
        if (found.length === 0 && required) app.logger.warn(`${where} has no @category (one of: ${known.join(', ')})`);
        for (const c of found) if (!known.includes(c)) app.logger.warn(`${where}: unknown @category "${c}" (known: ${known.join(', ')})`);
      }
    }
  }, 100);
}
