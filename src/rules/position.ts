/**
 * Explicit positions: reading a described table (see `state/position.ts`) strictly, and building
 * a game from it. Cards the position does not place go to their protocol owner's deck (shuffled by
 * the seed), trash, or out of the game.
 * @module
 */
import type { CompileBan, FieldCardSpec, PlayerPosition, Position, PositionPhase } from '../state/position.js';
import type { PlayerId, ProtocolSlot } from '../state/types.js';
import type { Ctx } from '../machine/context.js';
import { copyInput } from '../state/copy.js';
import { fieldChecks, hasOwn } from '../state/fields.js';
import { readUseControl } from '../state/use-control.js';
import { quote, seatName } from '../state/text.js';
import { shuffleInPlace } from '../state/rng.js';
import { buildDecks } from './setup.js';
import { beginTurnAt } from './turn.js';

const { bad, shape, list, int, bool, str, oneOf, seed } = fieldChecks('INVALID_POSITION');

const POSITION_KEYS = ['seed', 'players', 'turn', 'phase', 'turnNumber', 'compiledThisTurn', 'noCompile', 'controlHolder', 'useControl', 'control', 'maxTurns', 'unplaced'];
const PLAYER_KEYS = ['protocols', 'stacks', 'hand', 'deck', 'trash', 'absent'];
const PHASES: readonly PositionPhase[] = ['start', 'control', 'compile', 'action', 'cache', 'end'];
/** Phases by which this turn's Check Compile is over. */
const AFTER_COMPILE: readonly PositionPhase[] = ['action', 'cache', 'end'];
const SEATS = [0, 1] as const;

/** A list of card ids. */
const names = (v: unknown, at: string): string[] => list(v, at).map((n, i) => str(n, `${at}[${i}]`));

function readFieldCard(v: unknown, at: string): FieldCardSpec {
  if (typeof v === 'string') return v;
  const o = shape(v, at, ['card', 'face']);
  return { card: str(o.card, `${at}.card`), face: oneOf(o.face, `${at}.face`, ['up', 'down'] as const) };
}

function readPlayer(v: unknown, p: PlayerId): PlayerPosition {
  const at = seatName(p);
  const o = shape(v, at, PLAYER_KEYS, ['protocols']);
  const protocols = list(o.protocols, `${at}: protocols`).map((x, i) => {
    if (typeof x === 'string') return x;
    const slot = shape(x, `${at}: protocols[${i}]`, ['name', 'compiled']);
    return { name: str(slot.name, `${at}: protocols[${i}].name`), compiled: bool(slot.compiled, `${at}: protocols[${i}].compiled`) };
  });
  if (protocols.length !== 3) bad(`${at} needs exactly three protocols`);
  const out: PlayerPosition = { protocols };
  if (o.stacks !== undefined) {
    const stacks = list(o.stacks, `${at}: stacks`);
    if (stacks.length !== 3) bad(`${at}: stacks must list three lines`);
    out.stacks = stacks.map((st, line) => list(st, `${at}: stack ${line}`).map((c, i) => readFieldCard(c, `${at}: stack ${line}[${i}]`)));
  }
  for (const zone of ['hand', 'deck', 'trash', 'absent'] as const) if (o[zone] !== undefined) out[zone] = names(o[zone], `${at}: ${zone}`);
  return out;
}

function readBan(v: unknown, at: string): CompileBan {
  const o = shape(v, at, ['player', 'card', 'turn'], ['player', 'card']);
  const ban: CompileBan = { player: oneOf(o.player, `${at}.player`, SEATS), card: str(o.card, `${at}.card`) };
  if (o.turn !== undefined) ban.turn = int(o.turn, `${at}.turn`, 1);
  return ban;
}

/**
 * Reads a position strictly: a plain copy of the caller's object (read once), with every field
 * checked and no unknown field allowed. Throws `INVALID_POSITION`.
 */
export function readPosition(raw: unknown): Position {
  const v = copyInput(raw, { depth: 8, nodes: 5000, undefinedIsAbsent: true }, 'INVALID_POSITION', 'the position');
  const o = shape(v, 'the position', POSITION_KEYS, ['seed', 'players']);
  const players = list(o.players, 'players');
  if (players.length !== 2) bad('a position needs two players');
  const pos: Position = { seed: seed(o.seed), players: [readPlayer(players[0], 0), readPlayer(players[1], 1)] };
  if (o.turn !== undefined) pos.turn = oneOf(o.turn, 'turn', SEATS);
  if (o.phase !== undefined) pos.phase = oneOf(o.phase, 'phase', PHASES);
  if (o.turnNumber !== undefined) pos.turnNumber = int(o.turnNumber, 'turnNumber', 1);
  if (o.compiledThisTurn !== undefined) pos.compiledThisTurn = bool(o.compiledThisTurn, 'compiledThisTurn');
  if (o.noCompile !== undefined) pos.noCompile = list(o.noCompile, 'noCompile').map((b, i) => readBan(b, `noCompile[${i}]`));
  if (o.controlHolder !== undefined) pos.controlHolder = oneOf(o.controlHolder, 'controlHolder', [0, 1, null] as const);
  const useControl = readUseControl(o, { bool, bad });
  if (useControl !== undefined) pos.useControl = useControl;
  if (o.maxTurns !== undefined) pos.maxTurns = int(o.maxTurns, 'maxTurns', 1);
  if (o.unplaced !== undefined) pos.unplaced = oneOf(o.unplaced, 'unplaced', ['deck', 'trash', 'absent'] as const);
  return pos;
}

function parseField(spec: FieldCardSpec): { id: string; up: boolean } {
  if (typeof spec !== 'string') return { id: spec.card, up: spec.face === 'up' };
  const m = /^(.*?)(?:\s+(up|down))?$/.exec(spec.trim())!;
  return { id: m[1]!, up: m[2] !== 'down' };
}

/** A position's protocols as slots, in the one shape every state's slots have. */
function slotsOf(protocols: readonly (string | { name: string; compiled: boolean })[]): ProtocolSlot[] {
  const out: ProtocolSlot[] = [];
  for (const q of protocols) out.push(typeof q === 'string' ? { name: q, compiled: false } : { name: q.name, compiled: q.compiled });
  return out;
}

/**
 * Lays out a position (already read by {@link readPosition}) on the empty game in `x` (seed and
 * options already set) and starts the turn at the position's phase. Every inconsistency is an
 * `INVALID_POSITION` error.
 */
export function setUpPosition(x: Ctx, pos: Position, protocolNames: ReadonlySet<string>): void {
  const s = x.s;
  const inGame: string[] = [];
  for (const p of SEATS) {
    s.players[p]!.protocols = slotsOf(pos.players[p].protocols);
    for (const slot of s.players[p]!.protocols) {
      if (!protocolNames.has(slot.name)) bad(`unknown protocol ${quote(slot.name)}`);
      inGame.push(slot.name);
    }
  }
  if (new Set(inGame).size !== 6) bad('a protocol may appear only once in a game (on one side)');
  buildDecks(x);
  // Every card starts in its protocol owner's deck; the position then moves named cards out.
  const placed = new Set<number>();
  const take = (id: string, where: string): number => {
    const def = hasOwn(x.lib.defs, id) ? x.lib.defs[id] : undefined;
    if (!def) return bad(`${where}: unknown card ${quote(id)}`);
    if (!inGame.includes(def.protocol)) bad(`${where}: ${quote(id)} is not of a protocol in this game`);
    const card = s.cards.indexOf(id);
    if (placed.has(card)) bad(`${where}: ${quote(id)} is placed twice`);
    placed.add(card);
    return card;
  };
  const decks: number[][] = [[], []];
  for (const p of SEATS) {
    const pp = pos.players[p];
    const ps = s.players[p]!;
    const who = seatName(p);
    (pp.stacks ?? [[], [], []]).forEach((st, line) => {
      for (const spec of st) {
        const { id, up } = parseField(spec);
        const card = take(id, `${who} stack ${line}`);
        s.up[card] = up;
        ps.stacks[line]!.push(card);
      }
    });
    for (const id of pp.hand ?? []) ps.hand.push(take(id, `${who} hand`));
    for (const id of pp.trash ?? []) {
      const card = take(id, `${who} trash`);
      s.up[card] = true;
      ps.trash.push(card);
    }
    for (const id of pp.deck ?? []) decks[p]!.push(take(id, `${who} deck`));
    for (const id of pp.absent ?? []) s.absent.push(take(id, `${who} absent`));
  }
  for (const p of SEATS) {
    const ps = s.players[p]!;
    const rest = ps.deck.filter((c) => !placed.has(c));
    shuffleInPlace(s.rng, rest);
    ps.deck = decks[p]!;
    const unplaced = pos.unplaced ?? 'deck';
    if (unplaced === 'deck') ps.deck.push(...rest);
    else if (unplaced === 'trash') ps.trash.push(...rest.map((c) => ((s.up[c] = true), c)));
    else s.absent.push(...rest);
  }
  startTurn(x, pos);
}

/** Sets the turn's counters and bans, then starts it at the position's phase. */
function startTurn(x: Ctx, pos: Position): void {
  const s = x.s;
  const turn = pos.turn ?? 0;
  const phase = pos.phase ?? 'start';
  if (!s.useControl && pos.controlHolder != null) bad('controlHolder: nobody can hold the control component in a game without it (useControl: false)');
  s.control = pos.controlHolder ?? null;
  s.turnNumber = pos.turnNumber ?? 1;
  if (s.turnNumber > s.maxTurns) bad(`turnNumber ${s.turnNumber} is past maxTurns (${s.maxTurns})`);
  if (s.players.some((p) => p.protocols.every((q) => q.compiled))) bad('a player has already compiled all three protocols');
  const compiled = pos.compiledThisTurn ?? false;
  if (compiled && !AFTER_COMPILE.includes(phase)) bad(`compiledThisTurn needs a phase after Check Compile (action, cache or end), not "${phase}"`);
  for (const ban of pos.noCompile ?? []) {
    const card = s.cards.indexOf(ban.card);
    if (card < 0) bad(`noCompile: ${quote(ban.card)} is not a card of this game`);
    // By default the ban is for the banned seat's next Check Compile (Metal 1: "their next turn").
    const next = ban.player !== turn ? s.turnNumber + 1 : AFTER_COMPILE.includes(phase) ? s.turnNumber + 2 : s.turnNumber;
    s.noCompile.push({ player: ban.player, turn: ban.turn ?? next, card });
  }
  beginTurnAt(x, turn, phase, compiled);
}
