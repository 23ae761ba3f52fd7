/**
 * A simulation's cards and rules, as plain data: protocol files (JSON, as `compile-engine validate`
 * reads them) and handler modules. The main thread checks them once; every worker thread builds the
 * same engine from them (an engine holds functions, which cannot cross threads).
 * @module
 */
import { readFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Engine, createEngine, defaultEngine } from '../api.js';
import { OFFICIAL_PROTOCOLS } from '../cards/index.js';
import type { ProtocolDef } from '../cards/schema.js';
import { fail } from '../errors.js';
import type { Handler } from '../machine/context.js';
import { validate } from '../validate.js';

/**
 * The engine of a run: the official protocols, with the protocols of `protocolFiles` added (each a
 * JSON protocol file: one protocol or a list) and the handlers of `handlerModules` registered. A
 * handler module's exports that are handlers (objects with a `start` function) are registered
 * under their export names, and a default export that is an object of handlers adds each entry.
 * @category Simulation
 */
export interface EngineSource {
  /** Protocol files (JSON), resolved from the working directory. */
  protocolFiles?: string[];
  /** Modules of custom handlers (paths, resolved from the working directory, or URLs). */
  handlerModules?: string[];
}

/** An {@link EngineSource} with its paths made absolute: what a worker is sent. */
export interface ResolvedSource {
  protocolFiles: string[];
  handlerModules: string[];
}

/** Checks the shape of `source` and resolves its paths from `cwd`. */
export function resolveSource(source: unknown, cwd: string): ResolvedSource {
  if (source === undefined) return { protocolFiles: [], handlerModules: [] };
  const o = source as Record<string, unknown>;
  const ok = typeof source === 'object' && source !== null && !Array.isArray(source) && Object.keys(o).every((k) => k === 'protocolFiles' || k === 'handlerModules');
  const list = (v: unknown) => v === undefined || (Array.isArray(v) && v.every((x) => typeof x === 'string' && x !== ''));
  if (!ok || !list(o.protocolFiles) || !list(o.handlerModules)) {
    fail('INVALID_CONFIG', 'engine must be { protocolFiles?: string[], handlerModules?: string[] } (each worker builds the engine from files: an Engine object cannot cross into a worker thread)');
  }
  return {
    protocolFiles: ((o.protocolFiles ?? []) as string[]).map((f) => resolvePath(cwd, f)),
    handlerModules: ((o.handlerModules ?? []) as string[]).map((m) => (/^(file|data|node):/.test(m) ? m : pathToFileURL(resolvePath(cwd, m)).href)),
  };
}

const built = new Map<string, Promise<Engine>>();

/**
 * The engine `source` describes, built once per thread. A file that cannot be read or is not valid
 * (every problem of `validate`, with its path), or a module that cannot be imported, is `INVALID_CONFIG`.
 */
export function engineFrom(source: ResolvedSource): Promise<Engine> {
  if (source.protocolFiles.length === 0 && source.handlerModules.length === 0) return Promise.resolve(defaultEngine());
  const key = JSON.stringify(source);
  let engine = built.get(key);
  if (!engine) {
    engine = build(source);
    built.set(key, engine);
    engine.catch(() => built.delete(key));
  }
  return engine;
}

async function build(source: ResolvedSource): Promise<Engine> {
  const handlers: Record<string, Handler<any>> = {};
  for (const url of source.handlerModules) Object.assign(handlers, await handlersOf(url));
  const protocols: ProtocolDef[] = [...OFFICIAL_PROTOCOLS];
  for (const file of source.protocolFiles) protocols.push(...(await protocolsOf(file, handlers)));
  try {
    return createEngine({ protocols, handlers });
  } catch (e) {
    return fail('INVALID_CONFIG', `the run's cards: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const isHandler = (v: unknown): v is Handler<any> => typeof v === 'object' && v !== null && typeof (v as { start?: unknown }).start === 'function';

async function handlersOf(url: string): Promise<Record<string, Handler<any>>> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(url)) as Record<string, unknown>;
  } catch (e) {
    return fail('INVALID_CONFIG', `handler module ${url}: cannot import it: ${e instanceof Error ? e.message : String(e)}`);
  }
  const found: Record<string, Handler<any>> = {};
  for (const [name, value] of Object.entries(mod)) {
    if (name !== 'default' && isHandler(value)) found[name] = value;
  }
  const fallback = mod.default;
  if (typeof fallback === 'object' && fallback !== null && !isHandler(fallback)) {
    for (const [name, value] of Object.entries(fallback)) if (isHandler(value)) found[name] = value;
  }
  if (Object.keys(found).length === 0) fail('INVALID_CONFIG', `handler module ${url} exports no handler (an object with a start function)`);
  return found;
}

/** The path is named in full (not clipped as an action's text is): it is the run's own setting, and a clipped one hid which file failed. */
async function protocolsOf(file: string, handlers: Record<string, Handler<any>>): Promise<ProtocolDef[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    return fail('INVALID_CONFIG', `protocol file ${JSON.stringify(file)}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const report = validate(data, { handlers });
  if (!report.ok) fail('INVALID_CONFIG', `protocol file ${JSON.stringify(file)}: ${report.problems.slice(0, 3).map((p) => `${p.path || '(the file)'}: ${p.message}`).join('; ')}${report.problems.length > 3 ? ` (and ${report.problems.length - 3} more)` : ''}`);
  return (Array.isArray(data) ? data : [data]) as ProtocolDef[];
}
