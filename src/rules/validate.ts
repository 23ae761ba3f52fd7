/**
 * The full consistency check of a state the engine did not make (a saved game, parsed JSON, a
 * hand-built state): its format, the PRNG, the card table, every zone, the census of cards, the
 * pending frames, the prompt, and how phase, draft, prompt and result fit together. A state that
 * passes can be played on without any rule meeting something it cannot handle.
 *
 * Frames and prompts are checked by tables keyed by their kind ({@link FRAME_CHECKS},
 * {@link PROMPT_CHECKS}): a new kind is a new entry.
 * @module
 */
import type { CardDef } from '../cards/schema.js';
import type { Frame, GameState, PlayerId, Prompt } from '../state/types.js';
import { type Library, type TableInfo, newBoard, tableInfo } from '../machine/context.js';
import { AFTER_EVENTS } from '../machine/moves.js';
import { checkFilter } from '../cards/check.js';
import { type Obj, fieldChecks, hasOwn, isObj } from '../state/fields.js';
import { describeValue, quote, seatName } from '../state/text.js';
import { draftOrder, lineOfSlot } from './setup.js';
import { legal } from './legal.js';

/** The state format this engine reads and writes. */
export const STATE_FORMAT = 2;

const { bad, shape, list, int, bool, str, oneOf } = fieldChecks('INVALID_STATE');

const SEATS = [0, 1] as const;
const PHASES = ['draft', 'start', 'control', 'compile', 'action', 'cache', 'end', 'over'];
const SECTIONS = ['top', 'middle', 'bottom'];
const TOP_KEYS = ['format', 'rng', 'cards', 'up', 'absent', 'players', 'control', 'useControl', 'turn', 'turnNumber', 'maxTurns', 'phase', 'draft', 'frames', 'prompt', 'noCompile', 'compiledThisTurn', 'result'];

const seat = (v: unknown, at: string): PlayerId => oneOf(v, at, SEATS);
const lineNo = (v: unknown, at: string): number => int(v, at, 0, 2);
const lines = (v: unknown, at: string): number[] => list(v, at).map((l, i) => lineNo(l, `${at}[${i}]`));

// ——— What the checks share ——————————————————————————————————————————————————————————————

/** The state being checked, with what the checks have learned so far. */
interface Check {
  s: GameState;
  lib: Library | null;
  /** Card definitions by card id (empty without a library). */
  defs: (CardDef | undefined)[];
}

function card(x: Check, v: unknown, at: string): number {
  if (!Number.isSafeInteger(v) || (v as number) < 0 || (v as number) >= x.s.cards.length) bad(`${at}: there is no card ${describeValue(v)}`);
  return v as number;
}

const cards = (x: Check, v: unknown, at: string): number[] => list(v, at).map((c, i) => card(x, c, `${at}[${i}]`));

/** Whether a card is in a stack. */
const onField = (s: GameState, c: number): boolean => s.players.some((p) => p.stacks.some((st) => st.includes(c)));

/** The command list at `path` of a card's section, checked step by step (without a library: only the path's shape). */
function checkPath(x: Check, src: { card: number; section: string }, path: unknown, at: string): { op: string }[] | null {
  const p = list(path, `${at}.path`);
  if (p.length % 2 !== 0) bad(`${at}.path must hold (command, branch) pairs`);
  p.forEach((n, i) => int(n, `${at}.path[${i}]`, i % 2 ? -2 : 0));
  const def = x.defs[src.card];
  if (!x.lib) return null;
  const section = def?.[src.section as 'top'];
  if (!section?.run) return bad(`${at}: ${quote(x.s.cards[src.card]!)} has no ${src.section} commands`);
  let cmds = section.run as unknown[];
  for (let i = 0; i < p.length; i += 2) {
    const c = cmds[p[i] as number] as { run?: unknown[]; else?: unknown[]; options?: { run: unknown[] }[] } | undefined;
    const next = p[i + 1] === -1 ? c?.run : p[i + 1] === -2 ? c?.else : c?.options?.[p[i + 1] as number]?.run;
    if (!Array.isArray(next)) return bad(`${at}.path does not lead to commands of ${quote(x.s.cards[src.card]!)}`);
    cmds = next;
  }
  return cmds as { op: string }[];
}

function textRef(x: Check, v: unknown, at: string): { card: number; section: string } {
  const r = shape(v, at, ['card', 'section']);
  return { card: card(x, r.card, `${at}.card`), section: oneOf(r.section, `${at}.section`, SECTIONS) };
}

function trigger(x: Check, v: unknown, at: string): void {
  const t = shape(v, at, ['card', 'section', 'owner']);
  card(x, t.card, `${at}.card`);
  oneOf(t.section, `${at}.section`, SECTIONS);
  seat(t.owner, `${at}.owner`);
}

function vars(x: Check, v: unknown, at: string): void {
  const o = shape(v, at, ['that', 'did', 'discarded', 'line', 'stated', 'drawn']);
  if (o.that !== null) card(x, o.that, `${at}.that`);
  bool(o.did, `${at}.did`);
  int(o.discarded, `${at}.discarded`);
  if (o.line !== null) lineNo(o.line, `${at}.line`);
  if (o.stated !== null && typeof o.stated !== 'string') int(o.stated, `${at}.stated`, -Number.MAX_SAFE_INTEGER);
  cards(x, o.drawn, `${at}.drawn`);
}

/** A card filter of the card language (the same check card data gets), or null. */
function filter(v: unknown, at: string): void {
  if (v === null) return;
  const problem = checkFilter(v);
  if (problem) bad(`${at}: ${problem}`);
}

// ——— Frames ————————————————————————————————————————————————————————————————————————————

/** Checks one frame of a kind (its fields and what they refer to). */
export type FrameCheck = (x: Check, f: Obj, at: string) => void;

/** One checker per frame kind. */
export const FRAME_CHECKS: Readonly<Record<Frame['k'], FrameCheck>> = {
  text(x, f, at) {
    shape(f, at, ['k', 'src', 'host', 'owner', 'path', 'pc', 'stage', 'vars', 'tmp', 'ok', 'dead']);
    const src = textRef(x, f.src, `${at}.src`);
    card(x, f.host, `${at}.host`);
    seat(f.owner, `${at}.owner`);
    const cmds = checkPath(x, src, f.path, at);
    int(f.pc, `${at}.pc`, 0, cmds?.length ?? Number.MAX_SAFE_INTEGER);
    int(f.stage, `${at}.stage`, -1);
    vars(x, f.vars, `${at}.vars`);
    list(f.tmp, `${at}.tmp`).forEach((n, i) => int(n, `${at}.tmp[${i}]`, -Number.MAX_SAFE_INTEGER));
    bool(f.ok, `${at}.ok`);
    bool(f.dead, `${at}.dead`);
  },
  each(x, f, at) {
    shape(f, at, ['k', 'src', 'host', 'owner', 'mode', 'items', 'filter', 'path', 'vars', 'dead']);
    const src = textRef(x, f.src, `${at}.src`);
    card(x, f.host, `${at}.host`);
    seat(f.owner, `${at}.owner`);
    const mode = oneOf(f.mode, `${at}.mode`, ['line', 'card']);
    if (mode === 'line') lines(f.items, `${at}.items`);
    else cards(x, f.items, `${at}.items`);
    filter(f.filter, `${at}.filter`);
    checkPath(x, src, f.path, at);
    vars(x, f.vars, `${at}.vars`);
    bool(f.dead, `${at}.dead`);
  },
  land(x, f, at) {
    // `knownTo` may be absent: states written before it existed (see the frame type).
    shape(f, at, ['k', 'card', 'player', 'line', 'up', 'under', 'fired', 'reveal', 'knownTo'], ['k', 'card', 'player', 'line', 'up', 'under', 'fired', 'reveal']);
    card(x, f.card, `${at}.card`);
    seat(f.player, `${at}.player`);
    lineNo(f.line, `${at}.line`);
    bool(f.up, `${at}.up`);
    if (f.under !== null) card(x, f.under, `${at}.under`);
    cards(x, f.fired, `${at}.fired`);
    bool(f.reveal, `${at}.reveal`);
    if (f.knownTo !== undefined && f.knownTo !== null) seat(f.knownTo, `${at}.knownTo`);
  },
  arrive(x, f, at) {
    shape(f, at, ['k', 'card', 'player', 'zone', 'from'], ['k', 'card', 'player', 'zone']);
    card(x, f.card, `${at}.card`);
    seat(f.player, `${at}.player`);
    oneOf(f.zone, `${at}.zone`, ['hand', 'trash', 'deckTop']);
    if (f.from !== undefined) seat(f.from, `${at}.from`);
  },
  after(_x, f, at) {
    shape(f, at, ['k', 'event', 'player', 'line']);
    oneOf(f.event, `${at}.event`, AFTER_EVENTS);
    seat(f.player, `${at}.player`);
    if (f.line !== null) lineNo(f.line, `${at}.line`);
  },
  triggers(x, f, at) {
    shape(f, at, ['k', 'items', 'phase']);
    list(f.items, `${at}.items`).forEach((t, i) => trigger(x, t, `${at}.items[${i}]`));
    oneOf(f.phase, `${at}.phase`, ['start', 'end', null]);
  },
  compile(_x, f, at) {
    shape(f, at, ['k', 'player', 'line', 'stage', 'deleted']);
    seat(f.player, `${at}.player`);
    lineNo(f.line, `${at}.line`);
    int(f.stage, `${at}.stage`, 0, 2);
    bool(f.deleted, `${at}.deleted`);
  },
  refresh(_x, f, at) {
    shape(f, at, ['k', 'player', 'stage']);
    seat(f.player, `${at}.player`);
    int(f.stage, `${at}.stage`, 0, 1);
  },
  cache(x, f, at) {
    shape(f, at, ['k', 'player', 'chosen']);
    const player = seat(f.player, `${at}.player`);
    const chosen = cards(x, f.chosen, `${at}.chosen`);
    if (new Set(chosen).size !== chosen.length || chosen.some((c) => !x.s.players[player]!.hand.includes(c))) bad(`${at}.chosen must be different cards of ${seatName(player)}'s hand`);
  },
};

// ——— Prompts ———————————————————————————————————————————————————————————————————————————

/** Checks a prompt of a kind: its fields, and that the game can take its answer. */
export type PromptCheck = (x: Check, p: Obj) => void;

const top = (s: GameState): Frame | undefined => s.frames[s.frames.length - 1];

/** The prompt is answered by the frame on top, which must be one of `kinds`. */
function answeredBy(x: Check, kind: string, kinds: readonly Frame['k'][]): Frame {
  const f = top(x.s);
  if (!f || !kinds.includes(f.k)) return bad(`a "${kind}" prompt needs a pending ${kinds.join(' or ')} frame on top to take its answer`);
  if (f.k === 'each' && f.mode !== kind) bad(`a "${kind}" prompt cannot answer an "each ${f.mode}" frame`);
  if (f.k === 'text' && x.lib) {
    const cmd = checkPath(x, f.src, f.path, 'the top frame')![f.pc];
    const h = cmd ? x.lib.handlers[cmd.op] : undefined;
    if (!h || !(h.answer || (f.stage === -1 && kind === 'confirm'))) bad(`a "${kind}" prompt is waiting on a text that takes no answer`);
  }
  return f;
}

/** The prompt belongs to the turn flow itself: nothing pending, the current player's phase. */
function turnPrompt(x: Check, p: Obj, phase: string): void {
  if (x.s.frames.length) bad(`a "${p.kind as string}" prompt comes with nothing pending`);
  if (x.s.phase !== phase) bad(`a "${p.kind as string}" prompt belongs to the ${phase} phase`);
  if (p.player !== x.s.turn) bad(`a "${p.kind as string}" prompt is for the player whose turn it is`);
}

function nonEmpty<T>(v: T[], at: string): T[] {
  if (v.length === 0) bad(`${at} must not be empty`);
  return v;
}

/** One checker per prompt kind. */
export const PROMPT_CHECKS: Readonly<Record<Prompt['kind'], PromptCheck>> = {
  draft(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'options']);
    const options = list(p.options, 'prompt.options').map((o, i) => str(o, `prompt.options[${i}]`));
    const pool = x.s.draft?.pool ?? [];
    if (options.length !== pool.length || options.some((o, i) => o !== pool[i])) bad('a "draft" prompt offers exactly the draft pool');
    if (p.player !== x.s.turn) bad('a "draft" prompt is for the player who picks next');
  },
  action(x, p) {
    shape(p, 'prompt', ['kind', 'player']);
    turnPrompt(x, p, 'action');
    if (x.s.compiledThisTurn) bad('there is no action after a compile (rulebook, "Check Compile")');
  },
  compile(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'lines']);
    turnPrompt(x, p, 'compile');
    nonEmpty(lines(p.lines, 'prompt.lines'), 'prompt.lines');
  },
  control(x, p) {
    shape(p, 'prompt', ['kind', 'player']);
    const f = answeredBy(x, 'control', ['compile', 'refresh']);
    if ((f.k === 'compile' || f.k === 'refresh') && (f.player !== p.player || f.stage !== 1)) bad('a "control" prompt is for the player compiling or refreshing, before they go on');
  },
  card(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'cards', 'optional', 'text']);
    bool(p.optional, 'prompt.optional');
    str(p.text, 'prompt.text');
    for (const c of cards(x, p.cards, 'prompt.cards')) if (!onField(x.s, c)) bad(`prompt.cards: card ${c} is not on the field`);
    answeredBy(x, 'card', ['text', 'each']);
  },
  hand(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'cards', 'optional', 'text']);
    bool(p.optional, 'prompt.optional');
    str(p.text, 'prompt.text');
    const hand = x.s.players[p.player as PlayerId]!.hand;
    for (const c of cards(x, p.cards, 'prompt.cards')) if (!hand.includes(c)) bad(`prompt.cards: card ${c} is not in ${seatName(p.player as PlayerId)}'s hand`);
    const f = answeredBy(x, 'hand', ['text', 'cache']);
    if (f.k === 'cache' && f.player !== p.player) bad('a "hand" prompt of Check Cache is for the player clearing their cache');
  },
  line(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'lines', 'optional', 'text']);
    bool(p.optional, 'prompt.optional');
    str(p.text, 'prompt.text');
    lines(p.lines, 'prompt.lines');
    answeredBy(x, 'line', ['text', 'each']);
  },
  confirm(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'text']);
    str(p.text, 'prompt.text');
    answeredBy(x, 'confirm', ['text']);
  },
  option(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'labels', 'optional', 'text']);
    bool(p.optional, 'prompt.optional');
    str(p.text, 'prompt.text');
    list(p.labels, 'prompt.labels').forEach((l, i) => str(l, `prompt.labels[${i}]`));
    answeredBy(x, 'option', ['text']);
  },
  order(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'triggers']);
    const items = list(p.triggers, 'prompt.triggers');
    items.forEach((t, i) => trigger(x, t, `prompt.triggers[${i}]`));
    const f = answeredBy(x, 'order', ['triggers']);
    if (p.player !== x.s.turn) bad('the player whose turn it is orders simultaneous triggers (Codex)');
    const same = (a: unknown, b: { card: number; section: string; owner: number }) => isObj(a) && a.card === b.card && a.section === b.section && a.owner === b.owner;
    if (f.k === 'triggers' && (f.items.length !== items.length || !items.every((t, i) => same(t, f.items[i]!)))) bad('an "order" prompt lists the pending triggers');
  },
  rearrange(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'whose', 'orders', 'optional', 'text']);
    const whose = seat(p.whose, 'prompt.whose');
    bool(p.optional, 'prompt.optional');
    str(p.text, 'prompt.text');
    const names = x.s.players[whose]!.protocols.map((q) => q.name).sort().join('\n');
    list(p.orders, 'prompt.orders').forEach((o, i) => {
      const order = list(o, `prompt.orders[${i}]`).map((n, j) => str(n, `prompt.orders[${i}][${j}]`));
      if (order.length !== 3 || [...order].sort().join('\n') !== names) bad(`prompt.orders[${i}] must be an order of ${seatName(whose)}'s three protocols`);
    });
    answeredBy(x, 'rearrange', ['text']);
  },
  play(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'text', 'from', 'options', 'optional']);
    str(p.text, 'prompt.text');
    bool(p.optional, 'prompt.optional');
    const from = oneOf(p.from, 'prompt.from', ['hand', 'trash'] as const);
    const zone = x.s.players[p.player as PlayerId]![from];
    nonEmpty(list(p.options, 'prompt.options'), 'prompt.options').forEach((o, i) => {
      const at = `prompt.options[${i}]`;
      const opt = shape(o, at, ['card', 'line', 'up', 'side']);
      if (!zone.includes(card(x, opt.card, `${at}.card`))) bad(`${at}.card is not in ${seatName(p.player as PlayerId)}'s ${from}`);
      lineNo(opt.line, `${at}.line`);
      bool(opt.up, `${at}.up`);
      seat(opt.side, `${at}.side`);
    });
    answeredBy(x, 'play', ['text']);
  },
  number(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'options', 'text']);
    str(p.text, 'prompt.text');
    nonEmpty(list(p.options, 'prompt.options'), 'prompt.options').forEach((n, i) => int(n, `prompt.options[${i}]`, -Number.MAX_SAFE_INTEGER));
    answeredBy(x, 'number', ['text']);
  },
  protocol(x, p) {
    shape(p, 'prompt', ['kind', 'player', 'options', 'text']);
    str(p.text, 'prompt.text');
    nonEmpty(list(p.options, 'prompt.options'), 'prompt.options').forEach((n, i) => str(n, `prompt.options[${i}]`));
    answeredBy(x, 'protocol', ['text']);
  },
  trash: (x, p) => zonePick(x, p, 'trash'),
  deck: (x, p) => zonePick(x, p, 'deck'),
};

/** A pick from the prompted player's own trash or (revealed) deck. */
function zonePick(x: Check, p: Obj, zone: 'trash' | 'deck'): void {
  shape(p, 'prompt', ['kind', 'player', 'cards', 'optional', 'text']);
  bool(p.optional, 'prompt.optional');
  str(p.text, 'prompt.text');
  const own = x.s.players[p.player as PlayerId]![zone];
  for (const c of cards(x, p.cards, 'prompt.cards')) if (!own.includes(c)) bad(`prompt.cards: card ${c} is not in ${seatName(p.player as PlayerId)}'s ${zone}`);
  answeredBy(x, zone, ['text']);
}

// ——— The whole state ———————————————————————————————————————————————————————————————————

/** Protocol names of a library, computed once per library. */
const protocolsOfLib = new WeakMap<Library, ReadonlySet<string>>();
function protocolNames(lib: Library): ReadonlySet<string> {
  let names = protocolsOfLib.get(lib);
  if (!names) protocolsOfLib.set(lib, (names = new Set(Object.values(lib.defs).map((d) => d.protocol))));
  return names;
}

/**
 * The number of cards of each protocol of a library, computed once per library: a search bot has
 * every one of its determinised worlds checked, and counting the library's cards for each was
 * about a tenth of the expert's time.
 */
const cardCountsOfLib = new WeakMap<Library, ReadonlyMap<string, number>>();
function cardCounts(lib: Library): ReadonlyMap<string, number> {
  let counts = cardCountsOfLib.get(lib);
  if (!counts) {
    const made = new Map<string, number>();
    for (const d of Object.values(lib.defs)) made.set(d.protocol, (made.get(d.protocol) ?? 0) + 1);
    cardCountsOfLib.set(lib, (counts = made));
  }
  return counts;
}

/**
 * Checks that `v` — plain JSON the caller can no longer change (see `copyJson`) — is a consistent
 * game state for `lib` (without a library: everything but the card definitions). Throws
 * `INVALID_STATE` naming the first problem.
 */
export function checkState(v: unknown, lib: Library | null): asserts v is GameState {
  checkedTable(v, lib);
}

/**
 * {@link checkState}, returning the card table's metadata it worked out for the last check (that
 * the prompt has a legal answer), so that the engine keeps it instead of working it out again:
 * `null` when no such check was made (no library, no prompt, or a result). `known`: the
 * metadata of this very card table, already vouched for by the engine, used instead.
 */
export function checkedTable(v: unknown, lib: Library | null, known?: TableInfo): TableInfo | null {
  if (!isObj(v)) bad('a game state must be an object');
  const o = v as Obj;
  if (o.format !== STATE_FORMAT) bad(`state format ${describeValue(o.format)} is not supported: this engine reads format ${STATE_FORMAT}${o.format === 1 ? ' (format 1 lacks the "absent" zone: add "absent": [] and set "format": 2)' : ''}`);
  shape(o, 'the state', TOP_KEYS);
  const s = o as unknown as GameState;
  const x: Check = { s, lib, defs: [] };
  checkTable(x);
  checkPlayers(x);
  checkScalars(x);
  list(s.frames, 'frames').forEach((f, i) => {
    const at = `frames[${i}]`;
    const k = isObj(f) ? f.k : undefined;
    const check = typeof k === 'string' && hasOwn(FRAME_CHECKS, k) ? FRAME_CHECKS[k as Frame['k']] : undefined;
    if (!check) bad(`${at}.k must be one of ${Object.keys(FRAME_CHECKS).join(', ')}`);
    check!(x, f as Obj, at);
  });
  checkCensus(x);
  checkFlow(x);
  if (s.prompt !== null) {
    const p = shapeOfPrompt(s.prompt);
    PROMPT_CHECKS[p.kind as Prompt['kind']](x, p);
  }
  if (!lib || !s.prompt || s.result) return null;
  const table = known ?? tableInfo(lib, s.cards);
  if (legal(newBoard(s, lib, table)).length === 0) bad('the prompt offers no legal answer: the game could not go on');
  return table;
}

function shapeOfPrompt(v: unknown): Obj {
  if (!isObj(v)) return bad('prompt must be an object or null');
  if (typeof v.kind !== 'string' || !hasOwn(PROMPT_CHECKS, v.kind)) bad(`prompt.kind must be one of ${Object.keys(PROMPT_CHECKS).join(', ')}`);
  seat(v.player, 'prompt.player');
  return v;
}

function checkTable(x: Check): void {
  const s = x.s;
  list(s.rng, 'rng');
  if (s.rng.length !== 4) bad('rng must hold four 32-bit words');
  s.rng.forEach((w, i) => int(w, `rng[${i}]`, 0, 0xffffffff));
  const ids = list(s.cards, 'cards').map((id, i) => str(id, `cards[${i}]`));
  if (new Set(ids).size !== ids.length) bad('cards: a card id appears twice in the card table');
  if (x.lib) {
    const defs = x.lib.defs;
    x.defs = ids.map((id) => (hasOwn(defs, id) ? defs[id] : bad(`cards: this engine knows no card ${quote(id)}`)));
  }
  const up = list(s.up, 'up');
  if (up.length !== ids.length) bad('up must have one entry per card');
  up.forEach((u, i) => bool(u, `up[${i}]`));
}

function checkPlayers(x: Check): void {
  const s = x.s;
  if (list(s.players, 'players').length !== 2) bad('players must list two seats');
  s.players.forEach((p, i) => {
    const at = seatName(i as PlayerId);
    shape(p, at, ['protocols', 'stacks', 'hand', 'deck', 'trash']);
    if (list(p.protocols, `${at}: protocols`).length !== 3) bad(`${at}: protocols must hold three slots`);
    p.protocols.forEach((slot, l) => {
      shape(slot, `${at}: protocols[${l}]`, ['name', 'compiled']);
      str(slot.name, `${at}: protocols[${l}].name`);
      bool(slot.compiled, `${at}: protocols[${l}].compiled`);
    });
    if (list(p.stacks, `${at}: stacks`).length !== 3) bad(`${at}: stacks must hold three stacks`);
    p.stacks.forEach((st, l) => cards(x, st, `${at}: stacks[${l}]`));
    for (const zone of ['hand', 'deck', 'trash'] as const) cards(x, p[zone], `${at}: ${zone}`);
  });
  cards(x, s.absent, 'absent');
}

function checkScalars(x: Check): void {
  const s = x.s;
  if (s.control !== null) seat(s.control, 'control');
  bool(s.useControl, 'useControl');
  if (!s.useControl && s.control !== null) bad('control: nobody holds the control component in a game without it');
  seat(s.turn, 'turn');
  int(s.maxTurns, 'maxTurns', 1);
  // The turn after the last one may begin only to end the game at the turn limit.
  int(s.turnNumber, 'turnNumber', 0, s.result ? s.maxTurns + 1 : s.maxTurns);
  oneOf(s.phase, 'phase', PHASES);
  bool(s.compiledThisTurn, 'compiledThisTurn');
  list(s.noCompile, 'noCompile').forEach((n, i) => {
    const o = shape(n, `noCompile[${i}]`, ['player', 'turn', 'card']);
    seat(o.player, `noCompile[${i}].player`);
    int(o.turn, `noCompile[${i}].turn`, 1);
    card(x, o.card, `noCompile[${i}].card`);
  });
  if (s.draft !== null) {
    const d = shape(s.draft, 'draft', ['pool', 'picks', 'first']);
    list(d.pool, 'draft.pool').forEach((n, i) => str(n, `draft.pool[${i}]`));
    list(d.picks, 'draft.picks').forEach((n, i) => seat(n, `draft.picks[${i}]`));
    seat(d.first, 'draft.first');
  }
  if (s.result !== null) {
    const r = shape(s.result, 'result', ['winner', 'reason']);
    if (r.winner !== null) seat(r.winner, 'result.winner');
    oneOf(r.reason, 'result.reason', ['compiled', 'turnLimit', 'resigned', 'timeout']);
  }
}

/** Every card of the table is in exactly one place: a zone, the absent cards, or committed on a frame. */
function checkCensus(x: Check): void {
  const s = x.s;
  const where: (string | undefined)[] = new Array(s.cards.length);
  const put = (c: number, place: string) => {
    if (where[c] !== undefined) bad(`card ${c} (${quote(s.cards[c]!)}) is in two places: ${where[c]} and ${place}`);
    where[c] = place;
  };
  s.players.forEach((p, i) => {
    const owner = seatName(i as PlayerId);
    p.stacks.forEach((st, l) => st.forEach((c) => put(c, `${owner}'s stack in line ${l}`)));
    for (const zone of ['hand', 'deck', 'trash'] as const) p[zone].forEach((c) => put(c, `${owner}'s ${zone}`));
  });
  s.absent.forEach((c) => put(c, 'the absent cards'));
  s.frames.forEach((f, i) => {
    if (f.k === 'land' || f.k === 'arrive') put(f.card, `frames[${i}] (committed)`);
  });
  const missing = where.findIndex((w) => w === undefined);
  if (missing >= 0) bad(`card ${missing} (${quote(s.cards[missing]!)}) is nowhere`);
}

/** Phase, draft, protocols, prompt and result agree with each other. */
function checkFlow(x: Check): void {
  const s = x.s;
  if ((s.phase === 'draft') !== (s.draft !== null)) bad('the draft is in progress exactly when the phase is "draft"');
  if ((s.phase === 'over') !== (s.result !== null)) bad('the game has a result exactly when the phase is "over"');
  if (s.result !== null) {
    if (s.prompt !== null || s.frames.length) bad('a game that is over waits for nothing: prompt null, no frames');
    if (s.result.reason === 'compiled' && (s.result.winner === null || !s.players[s.result.winner]!.protocols.every((p) => p.compiled))) bad('a game won by compiling needs its winner\'s three protocols compiled');
    if (s.result.reason === 'turnLimit' && s.result.winner !== null) bad('a game stopped at the turn limit has no winner');
    if ((s.result.reason === 'resigned' || s.result.reason === 'timeout') && s.result.winner === null) bad('a game won by a resignation or on time needs a winner');
  } else {
    if (s.prompt === null) bad('a game that is not over waits for a decision: prompt must not be null');
    for (const p of SEATS) if (s.players[p]!.protocols.every((q) => q.compiled)) bad(`${seatName(p)} has compiled three protocols, but the game has no result`);
  }
  if (s.draft !== null) return checkDraft(x);
  if (s.turnNumber === 0 && s.result !== null) return checkEndedInDraft(x);
  if (s.turnNumber < 1) bad('turnNumber must be at least 1 once the game has begun');
  const names = s.players.flatMap((p) => p.protocols.map((q) => q.name));
  if (new Set(names).size !== 6) bad('the six protocols must be six different names');
  if (x.lib) {
    const known = protocolNames(x.lib);
    for (const n of names) if (!known.has(n)) bad(`this engine knows no protocol ${quote(n)}`);
    // The card table holds each card of the six protocols once (see buildDecks).
    const inPlay = new Set(names);
    const counts = cardCounts(x.lib);
    let expected = 0;
    for (const n of inPlay) expected += counts.get(n) ?? 0;
    if (x.defs.some((d) => !inPlay.has(d!.protocol)) || expected !== s.cards.length) bad('cards: the card table must hold every card of the six protocols in play, and no other');
  }
}

/** A game that ended (by a resignation or on time) during the draft: no table was dealt. */
function checkEndedInDraft(x: Check): void {
  const s = x.s;
  if (s.result!.reason !== 'resigned' && s.result!.reason !== 'timeout') bad('only a resignation or a loss on time ends a game before its first turn');
  if (s.cards.length) bad('a game that ended in the draft has no cards');
}

function checkDraft(x: Check): void {
  const s = x.s;
  const d = s.draft!;
  if (s.cards.length || s.frames.length || s.turnNumber !== 0) bad('during the draft there are no cards, no frames and no turn yet');
  if (s.prompt?.kind !== 'draft') bad('during the draft the prompt is a "draft" prompt');
  const order = draftOrder(d.first);
  const done = order.length - d.picks.length;
  if (d.picks.length === 0 || done < 0 || d.picks.some((p, i) => p !== order[done + i])) bad('draft.picks must be what is left of the 1-2-2-1 pick order');
  if (d.picks[0] !== s.turn) bad('during the draft, turn is the seat that picks next');
  // Each drafter fills their spaces from their own left (Codex, "The Draft").
  for (const p of SEATS) {
    const named = s.players[p]!.protocols.filter((q) => q.name !== '').length;
    if (named !== order.slice(0, done).filter((q) => q === p).length) bad(`draft: ${seatName(p)} has drafted a protocol per pick made`);
    for (let slot = 0; slot < 3; slot++) if ((s.players[p]!.protocols[lineOfSlot(p, slot)]!.name !== '') !== slot < named) bad(`draft: ${seatName(p)}'s protocols fill their spaces from their own left`);
  }
  const drafted = s.players.flatMap((p) => p.protocols.map((q) => q.name)).filter((n) => n !== '');
  if (drafted.length !== done || new Set([...drafted, ...d.pool]).size !== drafted.length + d.pool.length) bad('draft: the drafted protocols and the pool must be different names, one per pick made');
  if (s.players.some((p) => p.protocols.some((q) => q.compiled))) bad('draft: no protocol is compiled yet');
  if (x.lib) {
    const known = protocolNames(x.lib);
    for (const n of [...drafted, ...d.pool]) if (!known.has(n)) bad(`this engine knows no protocol ${quote(n)}`);
  }
}
