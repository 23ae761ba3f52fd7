// The API reference: one module per entry of package.json's `exports`, so that an entry point a
// branch adds (`compile-engine/bots`, `compile-engine/schema`, …) is documented, and checked, with
// no change here. Every public member must be documented: `npm test` runs `npm run docs:check`,
// which fails on any warning (an undocumented member, a broken link, an export without a category,
// a module not named by its import path).
import { readdirSync } from 'node:fs';
import { entryPoints } from './scripts/entry-points.mjs';

// The guides in the order a newcomer reads them (the README lists them so): how to play a game
// first, the rulings last. A guide missing here would be left out of the site, so it is an error.
const GUIDES = ['quick-start', 'concepts', 'hidden-information', 'writing-a-bot', 'writing-a-protocol', 'card-language', 'online-play', 'writing-a-client', 'command-line', 'performance', 'how-it-is-built', 'rulings'];
const unlisted = readdirSync(new URL('./docs', import.meta.url)).filter((f) => f.endsWith('.md') && !GUIDES.includes(f.slice(0, -3)));
if (unlisted.length) throw new Error(`typedoc.config.mjs: docs/${unlisted.join(', docs/')} not in GUIDES (the guides' reading order)`);

/** @type {Partial<import('typedoc').TypeDocOptions>} */
const config = {
  entryPoints: entryPoints().map((e) => e.source),
  out: 'docs/api',
  name: 'compile-engine',
  readme: 'README.md',
  // The guides, beside the reference (their code blocks are type-checked and run by `npm run guides`),
  // in reading order: TypeDoc would sort them by title, and the entry points by name, unless told not to.
  projectDocuments: GUIDES.map((g) => `docs/${g}.md`),
  sortEntryPoints: false,
  // Each module under its import path (`compile-engine/bots`), not as a folder of `compile-engine`.
  navigation: { includeFolders: false },
  excludePrivate: true,
  disableSources: true,
  plugin: ['./scripts/typedoc-categories.mjs'],
  // Categories, in reading order; every export of every entry point carries one (`@category`), and
  // every module is named by its import path, both checked by the plugin: nothing falls into "Other".
  categorizeByGroup: false,
  categoryOrder: ['Game API', 'Views and events', 'Card data and the card language', 'Handler authoring', 'Bots', 'Encoding', 'Simulation', 'Testing', 'boardgame.io', '*'],
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
