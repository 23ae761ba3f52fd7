/**
 * The bots of a simulation, as plain data: a function cannot cross into a worker thread, but a
 * name, a module's address or a command can. A bot is given as a {@link BotSpec} — a built-in bot
 * by name with its options, a JavaScript module whose export makes the bot, or a program speaking
 * JSON Lines — and each worker makes its bots from the resolved {@link SeatBot}. The built-in
 * names are those of the bot registry, `BOTS` (random, greedy, ismcts, expert).
 * @module
 */
import { isAbsolute, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AsyncBot, BotFactory, BotOptions } from '../bots/bot.js';
import { BOTS } from '../bots/registry.js';
import { fail } from '../errors.js';
import { describeValue, quote } from '../state/text.js';
import { type JsonValue, REQUEST_EXTRAS } from './request-extras.js';

export type { JsonValue } from './request-extras.js';

/**
 * A bot for `simulate`:
 * - a string: a built-in name (`'ismcts'`), with options after colons (`'ismcts:iterations=1000'`);
 *   a module path or URL — a value with a `/` or a file extension — whose default export makes
 *   the bot (`'./my-bot.mjs'`, `'./bots.mjs#careful'` for the export `careful`, options after
 *   colons as for a built-in); or `'cmd:python3 my_bot.py'`, a program speaking JSON Lines;
 * - `{ name, ...options }`: a built-in bot with its options (`{ name: 'ismcts', iterations: 1000 }`);
 * - `{ module, export?, options?, label? }`: a module bot; its export is a {@link BotFactory} (or
 *   one whose bots answer with promises), called for every game with the seed, the engine and `options`;
 * - `{ command, cwd?, label?, send? }`: a program speaking JSON Lines, started once per worker
 *   (`command`: a command line, split on spaces with quotes kept together, or the argument list;
 *   `send`: extra fields for its requests, by name — `['encoding']` adds action ids, the mask and
 *   the observation tensor).
 * @category Simulation
 */
export type BotSpec = string | BuiltinBotSpec | ModuleBotSpec | ProcessBotSpec;

/**
 * A built-in bot with its options: `{ name: 'ismcts', iterations: 1000 }`.
 * @category Simulation
 */
export interface BuiltinBotSpec {
  /** The bot's name in the registry (`botNames()`). */
  name: string;
  /** Its options (for `ismcts`: `iterations`, `timeMs`, `exploration`, `iterationsPerWorld`, `horizon`; for `expert`: `iterations`, `timeMs`, `exploration`). */
  [option: string]: JsonValue;
}

/**
 * A bot made by a JavaScript module's export.
 * @category Simulation
 */
export interface ModuleBotSpec {
  /** The module: a file path (resolved from the run's `cwd`), a URL, or a package name. */
  module: string;
  /** The export that makes the bot (default: the default export). */
  export?: string;
  /** Plain data handed to the export as `BotOptions.options`. */
  options?: Record<string, JsonValue>;
  /** The bot's name in the result (default: the module, its export and options as written). */
  label?: string;
}

/**
 * A program speaking JSON Lines (see the process bots in docs/writing-a-bot.md).
 * @category Simulation
 */
export interface ProcessBotSpec {
  /** The program and its arguments: a command line (split on spaces, quoted parts kept whole; no shell) or the argument list. */
  command: string | string[];
  /** Its working directory (default: the run's `cwd`). */
  cwd?: string;
  /** The bot's name in the result (default: `cmd:` and the command). */
  label?: string;
  /** Extra fields for its decision requests, by name: `'encoding'` adds `actionIds`, `mask` and `observation` (`compile-engine/encoding`'s `encodeView`). */
  send?: string[];
}

/** A bot of a run, resolved and checked: what a worker thread is sent. */
export type SeatBot =
  | { kind: 'builtin'; name: string; options: Record<string, JsonValue>; label: string }
  | { kind: 'module'; url: string; export: string; options: Record<string, JsonValue>; label: string }
  | { kind: 'process'; argv: string[]; cwd: string; label: string; send?: string[] };

/** A factory of bots that may answer with promises. */
export type AsyncBotFactory = (options: BotOptions) => AsyncBot;

/**
 * The names {@link botByName} knows, in the registry's order (random first).
 * @category Simulation
 */
export function botNames(): string[] {
  return Object.keys(BOTS);
}

/**
 * The factory of the bot called `name`; an unknown name is `INVALID_CONFIG`, listing the known ones.
 * @category Simulation
 */
export function botByName(name: string): BotFactory {
  const factory = typeof name === 'string' && Object.prototype.hasOwnProperty.call(BOTS, name) ? BOTS[name] : undefined;
  return factory ?? fail('INVALID_CONFIG', `unknown bot ${typeof name === 'string' ? quote(name) : describeValue(name)} (known: ${botNames().join(', ')})`);
}

/** The options each built-in bot takes, and what each must be. */
const BUILTIN_OPTIONS: Readonly<Record<string, Readonly<Record<string, (v: unknown) => boolean>>>> = {
  random: {},
  greedy: {},
  ismcts: {
    iterations: (v) => Number.isInteger(v) && (v as number) >= 1,
    timeMs: (v) => typeof v === 'number' && v > 0,
    exploration: (v) => typeof v === 'number' && v >= 0,
    iterationsPerWorld: (v) => Number.isInteger(v) && (v as number) >= 1,
    horizon: (v) => Number.isInteger(v) && (v as number) >= 1,
  },
  // What expertBot reads; its horizon and the rest are what make it the expert.
  expert: {
    iterations: (v) => Number.isInteger(v) && (v as number) >= 1,
    timeMs: (v) => typeof v === 'number' && v > 0,
    exploration: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0,
  },
};

/** Reads a bot as given to `simulate` or on the command line; paths are resolved from `cwd`. */
export function readBotSpec(spec: unknown, cwd: string): SeatBot {
  if (typeof spec === 'string') return readBotText(spec, cwd);
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) return fail('INVALID_CONFIG', `a bot is a name, a module, "cmd:…", or an object such as { name: 'ismcts', iterations: 1000 }`);
  const o = spec as Record<string, unknown>;
  if (typeof o.command === 'string' || Array.isArray(o.command)) {
    only(o, ['command', 'cwd', 'label', 'send'], 'a process bot');
    if (o.send !== undefined && (!Array.isArray(o.send) || !o.send.every((n) => typeof n === 'string' && Object.hasOwn(REQUEST_EXTRAS, n)))) {
      fail('INVALID_CONFIG', `a process bot's send lists extra request fields by name (known: ${Object.keys(REQUEST_EXTRAS).join(', ')})`);
    }
    const argv = typeof o.command === 'string' ? splitCommand(o.command) : o.command;
    if (argv.length === 0 || !argv.every((a) => typeof a === 'string' && a !== '')) fail('INVALID_CONFIG', 'a process bot\'s command must name a program');
    const dir = typeof o.cwd === 'string' ? resolvePath(cwd, o.cwd) : cwd;
    const send = o.send === undefined ? {} : { send: o.send as string[] };
    return { kind: 'process', argv: argv as string[], cwd: dir, label: labelOf(o.label, `cmd:${argv.join(' ')}`), ...send };
  }
  if (typeof o.module === 'string') {
    only(o, ['module', 'export', 'options', 'label'], 'a module bot');
    if (o.export !== undefined && typeof o.export !== 'string') fail('INVALID_CONFIG', 'a module bot\'s export must be a name');
    if (o.options !== undefined && (typeof o.options !== 'object' || o.options === null || Array.isArray(o.options))) fail('INVALID_CONFIG', 'a module bot\'s options must be an object');
    const options = (o.options ?? {}) as Record<string, JsonValue>;
    const name = o.export ?? 'default';
    return { kind: 'module', url: moduleUrl(o.module, cwd), export: name, options, label: labelOf(o.label, moduleLabel(o.module, name, options)) };
  }
  if (typeof o.name === 'string') {
    const { name, ...options } = o;
    return builtin(name, options as Record<string, JsonValue>);
  }
  return fail('INVALID_CONFIG', 'a bot object needs a name (a built-in bot), a module or a command');
}

/** `ismcts:iterations=1000`, `./bot.mjs#careful:depth=3`, `cmd:python3 bot.py`. */
function readBotText(text: string, cwd: string): SeatBot {
  if (text.startsWith('cmd:')) {
    const argv = splitCommand(text.slice(4));
    if (argv.length === 0) fail('INVALID_CONFIG', '"cmd:" must be followed by a command, such as cmd:python3 my_bot.py');
    return { kind: 'process', argv, cwd, label: text };
  }
  const parts = text.split(':');
  let cut = parts.length;
  while (cut > 1 && /^[A-Za-z_]\w*=/.test(parts[cut - 1]!)) cut--;
  const head = parts.slice(0, cut).join(':');
  const options: Record<string, JsonValue> = {};
  for (const part of parts.slice(cut)) {
    const eq = part.indexOf('=');
    options[part.slice(0, eq)] = optionValue(part.slice(eq + 1));
  }
  if (isModule(head)) {
    const hash = head.lastIndexOf('#');
    const [module, name] = hash > 0 ? [head.slice(0, hash), head.slice(hash + 1)] : [head, 'default'];
    return { kind: 'module', url: moduleUrl(module, cwd), export: name, options, label: text };
  }
  return builtin(head, options);
}

/** A value with a `/`, a `\` or a file extension names a module; anything else is a built-in name. */
const isModule = (text: string): boolean => /[/\\]/.test(text) || /\.\w+(#.*)?$/.test(text);

/** `1000` → 1000, `true` → true, anything that is not JSON stays a string. */
function optionValue(text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
}

function builtin(name: string, options: Record<string, JsonValue>): SeatBot {
  botByName(name);
  const known = BUILTIN_OPTIONS[name] ?? {};
  for (const [key, value] of Object.entries(options)) {
    const check = Object.hasOwn(known, key) ? known[key] : undefined;
    if (!check) fail('INVALID_CONFIG', `bot ${quote(name)} has no option ${quote(key)}${Object.keys(known).length ? ` (its options: ${Object.keys(known).join(', ')})` : ' (it takes none)'}`);
    if (!check(value)) fail('INVALID_CONFIG', `bot ${quote(name)}: option ${quote(key)} cannot be ${JSON.stringify(value)}`);
  }
  const label = Object.keys(options).length === 0 ? name : `${name}:${Object.entries(options).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(':')}`;
  return { kind: 'builtin', name, options, label };
}

/** A module's URL: a file path is resolved from `cwd`; a URL is kept; a package name is left to the importer. */
function moduleUrl(module: string, cwd: string): string {
  if (/^(file|data|node):/.test(module)) return module;
  if (module.startsWith('.') || isAbsolute(module) || /[/\\]/.test(module) && !module.startsWith('@')) return pathToFileURL(resolvePath(cwd, module)).href;
  return module;
}

function moduleLabel(module: string, name: string, options: Record<string, JsonValue>): string {
  const opts = Object.entries(options).map(([k, v]) => `:${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join('');
  return `${module}${name === 'default' ? '' : `#${name}`}${opts}`;
}

function labelOf(label: unknown, fallback: string): string {
  if (label === undefined) return fallback;
  if (typeof label !== 'string' || label === '') fail('INVALID_CONFIG', 'a bot\'s label must be a non-empty string');
  return label;
}

function only(o: Record<string, unknown>, keys: string[], what: string): void {
  for (const key of Object.keys(o)) if (!keys.includes(key)) fail('INVALID_CONFIG', `${what}: unknown field ${quote(key)} (known: ${keys.join(', ')})`);
}

/** A command line split into arguments: on spaces, with single- or double-quoted parts kept whole. No shell is involved. */
export function splitCommand(text: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1] ?? m[2] ?? m[3]!);
  return out;
}

/**
 * The factory a module exports under `seat.export`: imported once per thread. A module that cannot
 * be imported, or whose export is not a function, is `INVALID_CONFIG` naming it.
 */
export async function moduleFactory(seat: Extract<SeatBot, { kind: 'module' }>): Promise<AsyncBotFactory> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(seat.url)) as Record<string, unknown>;
  } catch (e) {
    return fail('INVALID_CONFIG', `bot ${quote(seat.label)}: cannot import ${seat.url}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const made = mod[seat.export];
  if (typeof made !== 'function') fail('INVALID_CONFIG', `bot ${quote(seat.label)}: the module's ${seat.export === 'default' ? 'default export' : `export ${quote(seat.export)}`} is not a function that makes a bot`);
  return made as AsyncBotFactory;
}

/** The factory of a built-in bot with its options. */
export function builtinFactory(seat: Extract<SeatBot, { kind: 'builtin' }>): BotFactory {
  const make = botByName(seat.name);
  return (o) => make({ ...o, options: seat.options });
}
