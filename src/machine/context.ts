/**
 * What the machine works with: the mutable state (always a private copy), the card
 * library with its handler registry, and the events the current action produces.
 * @module
 */
import type { AfterEventName, Amount, CardDef, Command, Passive, SectionName, Trigger, Verb } from '../cards/schema.js';
import type { PlayerId, Vars } from '../state/types.js';
import type { Action } from '../state/actions.js';
import type { GameEvent } from '../state/events.js';
import type { Frame, GameState } from '../state/types.js';

/**
 * A running text frame, as handlers see it.
 * @category Handler authoring
 */
export type TextFrame = Extract<Frame, {
  /** The frame kind of a running text. */
  k: 'text';
}>;

/**
 * What a handler step leaves behind: `done` (the command is finished), `wait` (a prompt now waits
 * for an answer), or `push` (it pushed frames that resolve first; it is called again afterwards
 * with whatever `stage` it set).
 * @category Handler authoring
 */
export type Step = 'done' | 'wait' | 'push';

/**
 * An effect handler: one keyword of the card language. Handlers mutate the state they are given
 * (the pure API's private working copy, or the simulation path's copy).
 * @category Handler authoring
 */
export interface Handler<C extends Command = Command> {
  /** Checks a command's parameters when card data is loaded; returns a message, or `null` if valid. */
  check?(cmd: C): string | null;
  /**
   * The fields a custom command takes, besides `op`, `may` and `if`: when given, a command with any
   * other field (a misspelling) is refused as an unknown field — by `createEngine`
   * (`INVALID_CARD_DATA`) and `validate` alike. Without it, a custom command's fields are its
   * `check`'s business. A standard op's fields are those its command type declares (the JSON
   * Schema generated from it), whatever handler runs it.
   */
  fields?: readonly string[];
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
  /**
   * Whether the command could change anything now, when the machine must know it without asking:
   * which branch of a mandatory "either" may be taken, which "each" objects are worth choosing an
   * order for. Without it, a command with a `target` needs a card to act on and one with
   * `possible` needs that to hold; otherwise it is taken to be able to act.
   */
  couldAct?(x: Ctx, f: TextFrame, cmd: C): boolean;
  /** Takes the answer to the prompt the handler raised (already checked to be legal). */
  answer?(x: Ctx, f: TextFrame, cmd: C, a: Action): Step;
  /**
   * What the handler keeps in `f.tmp` between steps: card ids (the default) or plain numbers
   * (a count, a line). Views name every card by a place the seat may see, never by id, so they must
   * know which numbers are cards; a handler that keeps other numbers there says `'numbers'`.
   */
  tmp?: 'cards' | 'numbers';
}

/**
 * Handlers by op name.
 * @category Handler authoring
 */
export type Registry = Readonly<Record<string, Handler<any>>>;

/**
 * The key under which a trigger is indexed: `start`, `end`, `wouldBeCovered`, `wouldBeFlipped`,
 * `wouldBeDeletedByCompile`, or `after:<event>` (e.g. `after:discard`). A `wouldBeCoveredBy`
 * trigger is indexed under `wouldBeCovered`.
 * @category Handler authoring
 */
export type TriggerKey = 'start' | 'end' | 'wouldBeCovered' | 'wouldBeFlipped' | 'wouldBeDeletedByCompile' | `after:${AfterEventName}`;

/** The index key of a trigger. */
export function triggerKey(t: Trigger): TriggerKey {
  if (typeof t === 'string') return t;
  if ('after' in t) return `after:${t.after}`;
  return 'wouldBeCovered';
}

/**
 * A section that resolves on a trigger, with the trigger's own conditions.
 * @category Handler authoring
 */
export interface Triggered {
  /** The section. */
  section: SectionName;
  /** Its trigger. */
  trigger: Trigger;
}

/**
 * The questions the engine asks of continuous effects, each where a rule needs it: "what is this
 * card's value?" (`value`), "what is this total?" (`total`), "may this card be flipped?"
 * (`forbid:flip`), "does this card have a top command?" (`suppress:top`), … Every continuous
 * effect answers exactly one question; which one, its {@link EffectKind} says.
 * @category Handler authoring
 */
export type BuiltinChannel =
  | 'total' | 'value' | 'suppress:top' | 'suppress:middle' | 'suppress:bottom' | 'skip:cache' | 'replaceReturn'
  | 'permit:playUnmatched' | 'permit:playOpponentSide' | 'require:playUnmatched'
  | `forbid:${Verb}`;

/**
 * A question continuous effects answer: one the engine asks ({@link BuiltinChannel}), or one a
 * designer's handler asks with `askEffects` (any other name, e.g. `"forbid:reveal"`).
 * @category Handler authoring
 */
export type Channel = BuiltinChannel | (string & {});

/**
 * What a kind of continuous effect changes. `value`: a card's value (the `value` question);
 * `total`: a player's total in a line; `prohibition`, `permission`, `suppression`, `replacement`
 * and `skip`: a yes/no question the engine (or a handler) asks, answered "yes" by any effect in force
 * that concerns the situation.
 * @category Handler authoring
 */
export type EffectChange = 'value' | 'total' | 'prohibition' | 'permission' | 'suppression' | 'replacement' | 'skip';

/**
 * A kind of continuous effect: the field that names it in card data (its key in the registry, e.g.
 * `forbid`), what it changes, and the question it answers. The official kinds (`total`,
 * `faceDownValue`, `addValue`, `forbid`, `permit`, `require`, `suppress`, `skip`, `replaceReturn`) are
 * registered this way (`STANDARD_EFFECTS`); `createEngine({ effects })` adds more. The engine
 * indexes every game's cards by question once, so a question is put only to the effects that answer it.
 * @category Handler authoring
 */
export interface EffectKind {
  /** What it changes. */
  changes: EffectChange;
  /** The question it answers, from the value of its field (`forbid: 'flip'` answers `forbid:flip`). */
  question(value: any): Channel;
  /** Checks the value of its field when card data is loaded; returns a message, or `null` if valid. */
  check?(value: unknown, p: Passive): string | null;
  /**
   * For `value` and `total` kinds: the number after this effect. `n`: the value (or total) so far;
   * `read`: reads an amount as the effect's card; `at`: for `value`, where the card lies and how.
   */
  modify?(n: number, value: any, read: (a: Amount) => number, at: { up: boolean; covered: boolean } | null): number;
  /** For `value` kinds: `set` kinds (a face-down value) apply before `add` kinds (default `add`). */
  step?: 'set' | 'add';
  /** The English of the change, for `describeCard` ("your opponent cannot reveal cards"). */
  describe?(p: Passive): string;
}

/**
 * Kinds of continuous effect by the field naming them in card data.
 * @category Handler authoring
 */
export type EffectKinds = Readonly<Record<string, EffectKind>>;

/** The fields every continuous effect may have besides its change. */
export const PASSIVE_BASE_FIELDS: readonly string[] = ['scope', 'whose', 'by', 'cards', 'when'];

/** The field of a continuous effect that names its kind (the one field that is not a base field), or `null`. */
export function kindField(p: Passive): string | null {
  for (const k in p) if (!PASSIVE_BASE_FIELDS.includes(k)) return k;
  return null;
}

/** The question a continuous effect answers, by its kind. */
export function channelOf(p: Passive, kinds: EffectKinds): Channel {
  const field = kindField(p)!;
  return kinds[field]!.question((p as unknown as Record<string, unknown>)[field]);
}

/*
 * Records by trigger key and by channel always hold every key, in this order (an absent entry is
 * an empty list): built by one object literal each, all of them share one hidden class, so that
 * the machine's reads of them stay monomorphic however a game's cards vary. The literals fail to
 * type-check when a key is added to `TriggerKey` or `Channel` and not here.
 */
function byTrigger<V>(v: (k: TriggerKey) => V): Record<TriggerKey, V> {
  return {
    start: v('start'), end: v('end'), wouldBeCovered: v('wouldBeCovered'), wouldBeFlipped: v('wouldBeFlipped'),
    wouldBeDeletedByCompile: v('wouldBeDeletedByCompile'), 'after:discard': v('after:discard'), 'after:clearCache': v('after:clearCache'),
    'after:delete': v('after:delete'), 'after:draw': v('after:draw'), 'after:refresh': v('after:refresh'), 'after:compile': v('after:compile'),
    'after:play': v('after:play'), 'after:shuffle': v('after:shuffle'), 'after:flip': v('after:flip'), 'after:shift': v('after:shift'),
    'after:return': v('after:return'),
  };
}

function byChannel<V>(v: (c: BuiltinChannel) => V): Record<BuiltinChannel, V> {
  return {
    total: v('total'), value: v('value'), 'suppress:top': v('suppress:top'), 'suppress:middle': v('suppress:middle'),
    'suppress:bottom': v('suppress:bottom'), 'skip:cache': v('skip:cache'),
    replaceReturn: v('replaceReturn'), 'permit:playUnmatched': v('permit:playUnmatched'), 'permit:playOpponentSide': v('permit:playOpponentSide'),
    'require:playUnmatched': v('require:playUnmatched'), 'forbid:play': v('forbid:play'), 'forbid:playFaceUp': v('forbid:playFaceUp'),
    'forbid:playFaceDown': v('forbid:playFaceDown'), 'forbid:flip': v('forbid:flip'), 'forbid:flipUp': v('forbid:flipUp'),
    'forbid:flipDown': v('forbid:flipDown'), 'forbid:shift': v('forbid:shift'), 'forbid:draw': v('forbid:draw'),
    'forbid:rearrange': v('forbid:rearrange'), 'forbid:compile': v('forbid:compile'), 'forbid:delete': v('forbid:delete'),
    'forbid:return': v('forbid:return'), 'forbid:discard': v('forbid:discard'),
  };
}

/** Every question the engine itself asks. */
export const BUILTIN_CHANNELS: readonly string[] = Object.freeze(Object.keys(byChannel(() => 0)));

/**
 * {@link byChannel}, with the designers' own questions after the built-in ones: a library without
 * them gives every record the same shape; one with them, one shape of its own.
 */
function byAnyChannel<V>(v: (c: Channel) => V, extra: readonly string[]): Record<BuiltinChannel, V> & Record<string, V> {
  const r: Record<string, V> = byChannel(v);
  for (const c of extra) if (!(c in r)) r[c] = v(c);
  return r as Record<BuiltinChannel, V> & Record<string, V>;
}

/**
 * Groups `items` by key into a full record (see `byTrigger`), an empty list where none. The lists
 * are not frozen: V8 reads frozen arrays through slower paths (a `for … of` over one allocates), and
 * these are the machine's own caches, typed read-only.
 */
function grouped<K extends string, T>(full: (v: (k: K) => readonly T[]) => Record<K, readonly T[]>, items: readonly { key: K; item: T }[]): Record<K, readonly T[]> {
  const lists = new Map<K, T[]>();
  for (const { key, item } of items) {
    const list = lists.get(key);
    if (list) list.push(item);
    else lists.set(key, [item]);
  }
  return full((k) => lists.get(k) ?? []);
}

/**
 * A continuous effect of a card definition, with the section it is printed in.
 * @category Handler authoring
 */
export interface PassiveEntry {
  /** The section it is printed in. */
  section: 'top' | 'bottom';
  /** The effect. */
  p: Passive;
  /** Its kind. */
  kind: EffectKind;
  /** The value of its kind's field (`forbid: 'flip'`: `'flip'`). */
  value: unknown;
}

/**
 * What the machine needs to know about a card definition, computed once when the library is built.
 * Every meta has the same fields, present even when empty (`null`, an empty list), so that reading
 * them is monomorphic: card definitions themselves come in many shapes (a card with a top and a
 * middle section is not shaped like one with only a middle).
 * @category Handler authoring
 */
export interface CardMeta {
  /** The card's definition. */
  def: CardDef;
  /** The printed value (`def.value`). */
  value: number;
  /** The card's protocol (`def.protocol`). */
  protocol: string;
  /** The commands of the top section, `null` where the card has no such section or it has no commands. */
  top: readonly Command[] | null;
  /** The commands of the middle section, or `null`. */
  middle: readonly Command[] | null;
  /** The commands of the bottom section, or `null`. */
  bottom: readonly Command[] | null;
  /** The top section's commands as the machine steps through them ({@link CommandStep}), or `null`. */
  topSteps: readonly CommandStep[] | null;
  /** The middle section's {@link CommandStep}s, or `null`. */
  middleSteps: readonly CommandStep[] | null;
  /** The bottom section's {@link CommandStep}s, or `null`. */
  bottomSteps: readonly CommandStep[] | null;
  /** What prompts raised by the top section's text say: the card id and its printed text. */
  topText: string;
  /** What prompts raised by the middle section's text say. */
  middleText: string;
  /** What prompts raised by the bottom section's text say. */
  bottomText: string;
  /** The sections that resolve on each trigger key. */
  on: Readonly<Record<TriggerKey, readonly Triggered[]>>;
  /** Continuous effects by question (from the top section: in force while face-up; bottom: while face-up and uncovered). */
  passives: Readonly<Record<BuiltinChannel, readonly PassiveEntry[]> & Record<string, readonly PassiveEntry[]>>;
  /** `scope: 'card'` play permissions, read from the card itself wherever it is played from (Chaos 3, Corruption 0). */
  ownPlay: {
    /** It may be played face-up without matching protocols. */
    unmatched: boolean;
    /** It may be played on the opponent's side. */
    opponentSide: boolean;
  };
  /** The trigger keys and channels this card has entries under (for building a game's tables). */
  keys: {
    /** Its trigger keys. */
    triggers: readonly TriggerKey[];
    /** Its channels. */
    channels: readonly Channel[];
  };
}

/**
 * The card definitions and handlers a game runs with.
 * @category Handler authoring
 */
export interface Library {
  /** Card definitions by card id (`"Fire 0"`). */
  defs: Readonly<Record<string, CardDef>>;
  /** Their precomputed facts, by card id. */
  meta: Readonly<Record<string, CardMeta>>;
  /** The handlers, by op name. */
  handlers: Registry;
  /** Every protocol name the engine knows, in library order ("State a protocol" offers these). */
  protocols: readonly string[];
  /** Each protocol's card ids by ascending value: the cards a deck of that protocol is built from. */
  decks: Readonly<Record<string, readonly string[]>>;
  /** The kinds of continuous effect, by the field naming them. */
  effects: EffectKinds;
  /** The questions its cards' effects answer that the engine itself never asks (designers' own), in library order. */
  channels: readonly string[];
}

/**
 * A command as the machine reads it on every step of a text, read once per engine from the card
 * data (which stays the source of truth, frozen): commands come in dozens of object shapes, so
 * each read of `op`, `if` or `may` of a command is a lookup among many shapes, and the handler
 * registry is a dictionary. All steps share one shape.
 * @category Handler authoring
 */
export interface CommandStep {
  /** The command, as the card data states it (what handlers are given). */
  cmd: Command;
  /** The handler of its `op`, or `null` if none is registered (an error when the step is reached). */
  h: Handler | null;
  /** "If you do" (`if: 'did'`). */
  ifDid: boolean;
  /** "You may" (`may`), with a handler that can say whether it could act (`possible`): asked yes/no first. */
  asks: boolean;
  /** The steps of its nested `run` (branch -1 of a frame's path), or `null`. */
  run: readonly CommandStep[] | null;
  /** The steps of its `else` (branch -2), or `null`. */
  else: readonly CommandStep[] | null;
  /** The steps of each of its `options` (branch ≥ 0), or `null`. */
  options: readonly (readonly CommandStep[] | null)[] | null;
}

/** The {@link CommandStep}s of a list of commands, with `handlers` resolved. */
export function commandSteps(cmds: readonly Command[] | null | undefined, handlers: Registry): readonly CommandStep[] | null {
  if (!Array.isArray(cmds)) return null;
  return cmds.map((cmd: Command): CommandStep => {
    const c = cmd as { run?: Command[]; else?: Command[]; options?: { run?: Command[] }[] };
    const h = (handlers[cmd.op] as Handler | undefined) ?? null;
    return {
      cmd, h, ifDid: cmd.if === 'did', asks: !!cmd.may && !!h?.possible,
      run: commandSteps(c.run, handlers), else: commandSteps(c.else, handlers),
      options: Array.isArray(c.options) ? c.options.map((o) => commandSteps(o?.run, handlers)) : null,
    };
  });
}

/** Precomputes a card's {@link CardMeta}; `channels`: the library's own questions (see {@link Library.channels}); `handlers`: the library's. */
export function cardMeta(def: CardDef, kinds: EffectKinds, channels: readonly string[], handlers: Registry): CardMeta {
  const on: { key: TriggerKey; item: Triggered }[] = [];
  const passives: { key: Channel; item: PassiveEntry }[] = [];
  const ownPlay = { unmatched: false, opponentSide: false };
  for (const section of ['top', 'middle', 'bottom'] as const) {
    const sec = def[section];
    if (!sec) continue;
    if (sec.on && sec.run) for (const trigger of Array.isArray(sec.on) ? sec.on : [sec.on]) on.push({ key: triggerKey(trigger), item: { section, trigger } });
    if (section === 'middle') continue;
    for (const p of sec.passive ?? []) {
      if (p.scope === 'card' && 'permit' in p) {
        if (p.permit === 'playUnmatched') ownPlay.unmatched = true;
        else ownPlay.opponentSide = true;
        continue;
      }
      const field = kindField(p)!;
      passives.push({ key: channelOf(p, kinds), item: { section, p, kind: kinds[field]!, value: (p as Record<string, unknown>)[field] } });
    }
  }
  const run = (section: SectionName) => def[section]?.run ?? null;
  const keys = { triggers: [...new Set(on.map((e) => e.key))], channels: [...new Set(passives.map((e) => e.key))] };
  const text = (section: SectionName) => `${def.id}: ${def[section]?.text ?? ''}`;
  return {
    def, value: def.value, protocol: def.protocol, top: run('top'), middle: run('middle'), bottom: run('bottom'),
    topSteps: commandSteps(run('top'), handlers), middleSteps: commandSteps(run('middle'), handlers), bottomSteps: commandSteps(run('bottom'), handlers),
    topText: text('top'), middleText: text('middle'), bottomText: text('bottom'),
    on: grouped(byTrigger, on), passives: grouped((v) => byAnyChannel(v, channels), passives), ownPlay, keys,
  };
}

/** The commands of one section of a card, `null` if it has none. */
export function commandsOf(meta: CardMeta, section: SectionName): readonly Command[] | null {
  switch (section) {
    case 'top': return meta.top;
    case 'middle': return meta.middle;
    case 'bottom': return meta.bottom;
  }
}

/**
 * A state read with its card library.
 * @category Handler authoring
 */
export interface Board {
  /** The state. */
  s: GameState;
  /** The card library and handlers it runs with. */
  lib: Library;
  /** The {@link CardMeta} of each card id of `s.cards` (a per-game cache). */
  m: readonly CardMeta[];
  /** Card ids with a section resolving on each trigger key (per-game cache; every key present). */
  tc: Readonly<Record<TriggerKey, readonly number[]>>;
  /** For each question continuous effects answer, the card ids of this game that have an effect answering it (per-game cache; every question present). */
  ch: Readonly<Record<BuiltinChannel, readonly number[]> & Record<string, readonly number[]>>;
  /**
   * Where each card of this game was last found on the field or in a trash (see `fieldLoc`): a
   * hint, checked against the state before it is used, so it holds for every state of the game.
   */
  seen: number[];
}

/**
 * The per-game caches of a {@link Board}, computed from a card table. A server holds thousands of
 * games, each with its own table, so these are as small as they can be without slowing a read:
 * every list has exactly its length (a list grown by `push` keeps room for 16 more), the keys no
 * card of the game answers, most of them, share one empty list, and lists alike are shared.
 */
export function tableInfo(lib: Library, cards: readonly string[]): TableInfo {
  const m: CardMeta[] = [];
  const tc = byTrigger((): number[] => []);
  const ch = byAnyChannel((): number[] => [], lib.channels);
  for (let card = 0; card < cards.length; card++) {
    const meta = lib.meta[cards[card]!]!;
    m.push(meta);
    const { triggers, channels } = meta.keys;
    for (let i = 0; i < triggers.length; i++) tc[triggers[i]!].push(card);
    for (let i = 0; i < channels.length; i++) ch[channels[i]!].push(card);
  }
  // A plain array of small integers: a typed array costs more to allocate (and to collect) per game.
  const seen: number[] = [];
  for (let card = 0; card < cards.length; card++) seen.push(-1);
  return { m: m.slice(), tc: byTrigger((k) => exactList(tc[k])), ch: byAnyChannel((c) => exactList(ch[c]), lib.channels), seen: seen.slice() };
}

/**
 * The one empty list of every game's tables. Not frozen, as no table list is (see `grouped`): no
 * code writes a table's lists, which the types say (`readonly number[]`).
 */
const NO_CARDS: readonly number[] = [];

/**
 * The lists of card ids the tables of all games share, by the set of ids they hold (bit `id` of
 * the key). Games with other protocols in other lines still have many lists alike (a random draft
 * over every set: nine of ten are another game's too); the memo is bounded, and emptied when full.
 */
const SHARED_LISTS = new Map<number, readonly number[]>();
const MAX_SHARED_LISTS = 1 << 16;
/** Card ids up to this one make a key that is an exact number. */
const MAX_KEYED_ID = 52;

/**
 * `list` (ascending card ids) as one of the shared lists, or in a backing store of its own length
 * (`slice` allocates exactly) if it holds an id too large for a key.
 */
function exactList(list: readonly number[]): readonly number[] {
  if (list.length === 0) return NO_CARDS;
  if (list[list.length - 1]! > MAX_KEYED_ID) return list.slice();
  let key = 0;
  for (let i = 0; i < list.length; i++) key += 2 ** list[i]!;
  const shared = SHARED_LISTS.get(key);
  if (shared !== undefined) return shared;
  if (SHARED_LISTS.size >= MAX_SHARED_LISTS) SHARED_LISTS.clear();
  const own = list.slice();
  SHARED_LISTS.set(key, own);
  return own;
}

/**
 * The per-game part of a {@link Board}.
 * @category Handler authoring
 */
export type TableInfo = Pick<Board, 'm' | 'tc' | 'ch' | 'seen'>;

/** A board: one object shape for every board (see `byTrigger`). */
export const newBoard = (s: GameState, lib: Library, t: TableInfo): Board => ({ s, lib, m: t.m, tc: t.tc, ch: t.ch, seen: t.seen });

/** A working context for one action: a board with an empty event list, in one object shape. */
export const newContext = (s: GameState, lib: Library, t: TableInfo, quiet = false): Ctx => ({ s, lib, m: t.m, tc: t.tc, ch: t.ch, seen: t.seen, events: [], quiet });

/**
 * Whose text it is and which card it is on: what "you", "this card", "that card" and "this line"
 * refer to. A running text frame is one; a continuous effect reads as its card and owner.
 * @category Handler authoring
 */
export interface Subject {
  /** The card the text is on ("this card"): the printed card, or the card that copies it (Mirror 1). */
  host: number;
  /** The seat whose text it is ("you"). */
  owner: PlayerId;
  /** What the text remembers ("that card", the bound line, …). */
  vars: Vars;
}

/**
 * The machine's working context for one action.
 * @category Handler authoring
 */
export interface Ctx extends Board {
  /** The events of the action being applied, in order (add to them with {@link emit}). */
  events: GameEvent[];
  /**
   * Whether the caller asked for no events (`events: false` in the options of `applyAction` or `applyInPlace`): {@link emit} then
   * records nothing. No rule may depend on the events, so that an action does the same with or without them.
   */
  quiet: boolean;
}

/**
 * Records an event, unless the caller asked for none ({@link Ctx.quiet}). Building an event costs
 * more than the test: a hot path tests `x.quiet` before building one (not building them saves
 * about 4 % of the simulation path's instructions, docs/performance.md).
 * @category Handler authoring
 */
export function emit(x: Ctx, e: GameEvent): void {
  if (!x.quiet) x.events.push(e);
}

/**
 * The definition of a card by its id.
 * @category Handler authoring
 */
export function defOf(x: Board, card: number): CardDef {
  return x.m[card]!.def;
}

/** The precomputed facts about a card. */
export function metaOf(x: Board, card: number): CardMeta {
  return x.m[card]!;
}

/**
 * The {@link CommandStep}s of the command list a frame runs (see {@link commandsAt}). A nested list
 * that card data gives in another form than a list of commands (a designer's own field) is read
 * from the data as it stands.
 */
export function stepsAt(x: Board, src: { card: number; section: SectionName }, path: readonly number[]): readonly CommandStep[] {
  const meta = x.m[src.card]!;
  let steps = src.section === 'middle' ? meta.middleSteps : src.section === 'top' ? meta.topSteps : meta.bottomSteps;
  for (let i = 0; i < path.length && steps !== null; i += 2) {
    const st = steps[path[i]!]!;
    const branch = path[i + 1]!;
    steps = branch === -1 ? st.run : branch === -2 ? st.else : st.options === null ? null : st.options[branch] ?? null;
  }
  return steps ?? commandSteps(commandsAt(x, src, path), x.lib.handlers)!;
}

/**
 * The command list a frame runs: the section's commands, then for each (index, branch) pair of
 * `path` the nested list of command `index` — its `run` when branch is -1, its `else` when -2, else `options[branch].run`.
 */
export function commandsAt(x: Board, src: { card: number; section: SectionName }, path: readonly number[]): readonly Command[] {
  let cmds = commandsOf(x.m[src.card]!, src.section)!;
  for (let i = 0; i < path.length; i += 2) {
    const c = cmds[path[i]!] as { run?: Command[]; else?: Command[]; options?: { run: Command[] }[] };
    cmds = path[i + 1] === -1 ? c.run! : path[i + 1] === -2 ? c.else! : c.options![path[i + 1]!]!.run;
  }
  return cmds;
}
