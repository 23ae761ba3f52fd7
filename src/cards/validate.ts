/**
 * Card data validation: every command must name a registered handler and pass its parameter
 * check; triggers and continuous effects must pass the card language's checks. {@link cardProblems}
 * lists every problem of a card with its path; loading ({@link validateCard}, when an engine is
 * built) refuses the first with `INVALID_CARD_DATA`.
 * @module
 */
import type { CardDef } from './schema.js';
import type { EffectKinds, Registry } from '../machine/context.js';
import { fail } from '../errors.js';
import { checkPassive, checkTrigger } from './check.js';

/**
 * One problem in card data: where (a path such as `[0].cards[3].middle.run[1]`), and what is wrong.
 * @category Card data and the card language
 */
export interface CardDataProblem {
  /** The JSON path of the faulty value; `''` is the whole file. */
  path: string;
  /** What is wrong there, in one line. */
  message: string;
}

/** A problem as the checks find it. */
export interface FoundProblem extends CardDataProblem {
  /** The op of the handler whose own check found it. */
  op?: string;
}

/** Which paths to look at: `validate` skips the semantic checks of values its schema check already faulted. */
export type PathFilter = (path: string) => boolean;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const everywhere: PathFilter = () => true;

/** Runs a check written by a handler author: one that throws is a problem too, not a crash. */
function safely(check: () => string | null | undefined): string | null {
  try {
    return check() ?? null;
  } catch (e) {
    return `its check failed (${e instanceof Error ? e.message : 'unknown error'})`;
  }
}

function commandProblems(cmds: unknown, where: string, handlers: Registry, look: PathFilter, out: FoundProblem[], key = 'run'): void {
  if (!Array.isArray(cmds)) return void out.push({ path: `${where}.${key}`, message: `"${key}" must be a list of commands` });
  cmds.forEach((raw, i) => {
    const at = `${where}.${key}[${i}]`;
    if (!isObj(raw) || typeof raw.op !== 'string') return void (look(at) && out.push({ path: at, message: 'a command needs an "op"' }));
    const h = Object.prototype.hasOwnProperty.call(handlers, raw.op) ? handlers[raw.op] : undefined;
    if (!h) return void out.push({ path: at, message: `unknown handler "${raw.op}"` });
    if (look(at)) {
      if (raw.if !== undefined && raw.if !== 'did') out.push({ path: at, message: '"if" must be "did"' });
      if (raw.may !== undefined && typeof raw.may !== 'boolean') out.push({ path: at, message: '"may" must be a boolean' });
      const problem = h.check ? safely(() => h.check!(raw as never)) : null;
      if (problem) out.push({ path: at, message: problem, op: raw.op });
    }
    if ('run' in raw) commandProblems(raw.run, at, handlers, look, out);
    if (raw.op === 'if' && raw.else !== undefined) commandProblems(raw.else, at, handlers, look, out, 'else');
    if (raw.op === 'either' && Array.isArray(raw.options)) {
      raw.options.forEach((o, j) => { if (isObj(o)) commandProblems(o.run, `${at}.options[${j}]`, handlers, look, out); });
    }
  });
}

function sectionProblems(sec: unknown, where: string, handlers: Registry, effects: EffectKinds, look: PathFilter, out: FoundProblem[]): void {
  if (!isObj(sec)) return;
  if ((typeof sec.text !== 'string' || sec.text === '') && look(`${where}.text`)) out.push({ path: `${where}.text`, message: 'the printed "text" is required' });
  if (sec.on !== undefined) {
    const list = Array.isArray(sec.on) ? sec.on : [sec.on];
    list.forEach((t, i) => {
      const at = Array.isArray(sec.on) ? `${where}.on[${i}]` : `${where}.on`;
      const problem = look(at) ? checkTrigger(t) : null;
      if (problem) out.push({ path: at, message: problem });
    });
  }
  if (sec.passive !== undefined) {
    if (!Array.isArray(sec.passive)) out.push({ path: `${where}.passive`, message: 'must be a list' });
    else sec.passive.forEach((p, i) => {
      const problem = look(`${where}.passive[${i}]`) ? checkPassive(p, effects) : null;
      if (problem) out.push({ path: `${where}.passive[${i}]`, message: problem });
    });
  }
  if (sec.run !== undefined) commandProblems(sec.run, where, handlers, look, out);
  if (sec.run === undefined && sec.passive === undefined) out.push({ path: where, message: 'a section needs "run" or "passive"' });
}

/**
 * Every problem of one card definition, with paths under `base` (the card's id when an engine
 * loads it, its place in the file for `validate`). `look` limits the checks to some paths.
 */
export function cardProblems(def: unknown, handlers: Registry, effects: EffectKinds, base: string, look: PathFilter = everywhere): FoundProblem[] {
  const out: FoundProblem[] = [];
  if (!isObj(def)) return [{ path: base, message: 'a card must be an object' }];
  if ((typeof def.protocol !== 'string' || !def.protocol) && look(`${base}.protocol`)) out.push({ path: `${base}.protocol`, message: '"protocol" is required' });
  if (!Number.isInteger(def.value) && look(`${base}.value`)) out.push({ path: `${base}.value`, message: '"value" must be a whole number' });
  for (const s of ['top', 'middle', 'bottom'] as const) sectionProblems(def[s], `${base}.${s}`, handlers, effects, look, out);
  const middle = def.middle;
  if (isObj(middle) && middle.on !== undefined) out.push({ path: `${base}.middle.on`, message: 'a middle command has no trigger' });
  if (isObj(middle) && middle.passive !== undefined) out.push({ path: `${base}.middle.passive`, message: 'a middle command has no continuous effect (it resolves once)' });
  return out;
}

/** Validates one card definition when an engine is built; throws `INVALID_CARD_DATA` naming the card and field of its first problem. */
export function validateCard(def: CardDef, handlers: Registry, effects: EffectKinds): void {
  const name = typeof def?.id === 'string' ? def.id : '(card without id)';
  const first = cardProblems(def, handlers, effects, name)[0];
  if (first) fail('INVALID_CARD_DATA', `${first.path}${first.op ? ` (${first.op})` : ''}: ${first.message}`);
}
