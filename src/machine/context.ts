/**
 * What the machine works with: the mutable state (always a private copy), the card
 * library with its handler registry, and the events the current action produces.
 * @module
 */
import type { CardDef, Command, Passive, SectionName, Trigger } from '../cards/schema.js';
import type { Action } from '../state/actions.js';
import type { GameEvent } from '../state/events.js';
import type { Frame, GameState } from '../state/types.js';

/** A running text frame, as handlers see it. */
export type TextFrame = Extract<Frame, { k: 'text' }>;

/**
 * What a handler step leaves behind: `done` (the command is finished), `wait` (a prompt now waits
 * for an answer), or `push` (it pushed frames that resolve first; it is called again afterwards
 * with whatever `stage` it set).
 */
export type Step = 'done' | 'wait' | 'push';

/**
 * An effect handler: one keyword of the card language. Handlers mutate the state they are given
 * (the pure API's private working copy, or the simulation path's copy).
 */
export interface Handler<C extends Command = Command> {
  /** Checks a command's parameters when card data is loaded; returns a message, or `null` if valid. */
  check?(cmd: C): string | null;
  /**
   * Runs the command from `f.stage` (0 the first time). Sets `f.vars.did` (and `that`,
   * `discarded`) as the text reads them.
   */
  start(x: Ctx, f: TextFrame, cmd: C): Step;
  /**
   * For a "you may" command whose handler does not offer its own "pass" option: whether the
   * command could change anything now. When it could, the machine asks yes/no first; when it
   * could not, the command is skipped without a question.
   */
  possible?(x: Ctx, f: TextFrame, cmd: C): boolean;
  /** Takes the answer to the prompt the handler raised (already checked to be legal). */
  answer?(x: Ctx, f: TextFrame, cmd: C, a: Action): Step;
}

/** Handlers by op name. */
export type Registry = Readonly<Record<string, Handler<any>>>;

/** What the machine needs to know about a card definition, computed once when the library is built. */
export interface CardMeta {
  def: CardDef;
  /** The sections that resolve on each trigger. */
  on: Partial<Record<Trigger, SectionName[]>>;
  /** Continuous effects of the top section (in force while face-up) and bottom section (while uncovered). */
  topPassives: readonly Passive[] | null;
  bottomPassives: readonly Passive[] | null;
}

/** The card definitions and handlers a game runs with. */
export interface Library {
  defs: Readonly<Record<string, CardDef>>;
  meta: Readonly<Record<string, CardMeta>>;
  handlers: Registry;
}

/** Precomputes a card's {@link CardMeta}. */
export function cardMeta(def: CardDef): CardMeta {
  const on: Partial<Record<Trigger, SectionName[]>> = {};
  for (const section of ['top', 'middle', 'bottom'] as const) {
    const sec = def[section];
    if (!sec?.on || !sec.run) continue;
    for (const t of Array.isArray(sec.on) ? sec.on : [sec.on]) (on[t] ??= []).push(section);
  }
  return { def, on, topPassives: def.top?.passive ?? null, bottomPassives: def.bottom?.passive ?? null };
}

/** A state read with its card library. */
export interface Board {
  s: GameState;
  lib: Library;
  /** The {@link CardMeta} of each card id of `s.cards` (a per-game cache). */
  m: readonly CardMeta[];
  /** Card ids whose definition has continuous effects (per-game cache). */
  pc: readonly number[];
  /** Card ids with a section resolving on each trigger (per-game cache). */
  tc: Readonly<Partial<Record<Trigger, readonly number[]>>>;
  /** For each kind of continuous effect, the card ids of this game that have it (per-game cache). */
  pk: Readonly<Partial<Record<Passive['kind'], readonly number[]>>>;
}

/** The per-game caches of a {@link Board}, computed from a card table. */
export function tableInfo(lib: Library, cards: readonly string[]): TableInfo {
  const m = cards.map((id) => lib.meta[id]!);
  const pc: number[] = [];
  const tc: Partial<Record<Trigger, number[]>> = {};
  const pk: Partial<Record<Passive['kind'], number[]>> = {};
  m.forEach((meta, card) => {
    if (meta.topPassives || meta.bottomPassives) pc.push(card);
    for (const p of [...(meta.topPassives ?? []), ...(meta.bottomPassives ?? [])]) {
      const list = (pk[p.kind] ??= []);
      if (!list.includes(card)) list.push(card);
    }
    for (const t in meta.on) (tc[t as Trigger] ??= []).push(card);
  });
  return { m, pc, tc, pk };
}

/** The per-game part of a {@link Board}. */
export type TableInfo = Pick<Board, 'm' | 'pc' | 'tc' | 'pk'>;

/** The machine's working context for one action. */
export interface Ctx extends Board {
  events: GameEvent[];
}

/** Records an event. */
export function emit(x: Ctx, e: GameEvent): void {
  x.events.push(e);
}

/** The definition of a card by its id. */
export function defOf(x: Board, card: number): CardDef {
  return x.m[card]!.def;
}

/** The precomputed facts about a card. */
export function metaOf(x: Board, card: number): CardMeta {
  return x.m[card]!;
}

/**
 * The command list a frame runs: the section's commands, then for each (index, branch) pair of
 * `path` the nested list of command `index` — its `run` when branch is -1, else `options[branch].run`.
 */
export function commandsAt(x: Board, src: { card: number; section: SectionName }, path: readonly number[]): Command[] {
  let cmds = x.m[src.card]!.def[src.section]!.run!;
  for (let i = 0; i < path.length; i += 2) {
    const c = cmds[path[i]!] as { run?: Command[]; options?: { run: Command[] }[] };
    cmds = path[i + 1] === -1 ? c.run! : c.options![path[i + 1]!]!.run;
  }
  return cmds;
}
