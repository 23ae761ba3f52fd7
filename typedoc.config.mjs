// The API reference: one module per entry of package.json's `exports`, so that an entry point a
// branch adds (`compile-engine/bots`, `compile-engine/schema`, …) is documented, and checked, with
// no change here. Every public member must be documented: `npm test` runs `npm run docs:check`,
// which fails on any warning (an undocumented member, a broken link, a main-entry export without a
// category).
import { entryPoints } from './scripts/entry-points.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
const config = {
  entryPoints: entryPoints().map((e) => e.source),
  out: 'docs/api',
  name: 'compile-engine',
  readme: 'README.md',
  // The guides, beside the reference (their code blocks are type-checked and run by `npm run guides`).
  projectDocuments: ['docs/*.md'],
  excludePrivate: true,
  disableSources: true,
  plugin: ['./scripts/typedoc-categories.mjs'],
  // Categories, in reading order; every export of the main entry carries one (`@category`), checked
  // by the plugin (a subpath entry is a category of its own).
  categorizeByGroup: false,
  categoryOrder: ['Game API', 'Views and events', 'Card data and the card language', 'Handler authoring', 'Bots', 'Testing', 'boardgame.io', '*'],
  // Within a category: functions first (what a reader calls), then classes, constants and types,
  // each in source order — the order the modules present them in, and fields as the types list
  // them (an event's `type` first).
  sort: ['kind', 'source-order'],
  kindSortOrder: ['Document', 'Project', 'Module', 'Namespace', 'Function', 'Class', 'Variable', 'Interface', 'TypeAlias', 'Enum', 'EnumMember', 'Constructor', 'Property', 'Accessor', 'Method', 'Parameter', 'TypeParameter', 'TypeLiteral', 'CallSignature', 'ConstructorSignature', 'IndexSignature', 'GetSignature', 'SetSignature', 'Reference'],
  // `select` and `selectable` are one function exported under two names: documented once.
  excludeReferences: true,
  // `TestingHelpers` is `typeof steps & typeof reads & EngineHelpers`: every member of those two
  // modules is exported (and documented) from `compile-engine/testing` itself.
  intentionallyNotExported: ['src/testing/steps.ts:steps', 'src/testing/reads.ts:reads'],
  validation: { notExported: true, invalidLink: true, invalidPath: true, rewrittenLink: true, notDocumented: true, unusedMergeModuleWith: true },
  treatWarningsAsErrors: true,
  treatValidationWarningsAsErrors: true,
};

export default config;
