/**
 * Explicit positions: building a game from a described table (see `state/position.ts`). Cards
 * the position does not place go to their protocol owner's deck, shuffled by the seed.
 * @module
 */
import type { FieldCardSpec, Position } from '../state/position.js';
import type { Phase } from '../state/types.js';
import type { Ctx } from '../machine/context.js';
import { fail } from '../errors.js';
import { shuffleInPlace } from '../state/rng.js';
import { buildDecks } from './setup.js';
import { beginTurnAt } from './turn.js';

function parseField(spec: FieldCardSpec): { id: string; up: boolean } {
  if (typeof spec === 'string') {
    const m = /^(.*?)(?:\s+(up|down))?$/.exec(spec.trim())!;
    return { id: m[1]!, up: m[2] !== 'down' };
  }
  if (!spec || typeof spec !== 'object' || typeof spec.card !== 'string') fail('INVALID_POSITION', `bad field card ${JSON.stringify(spec)}`);
  return { id: spec.card, up: spec.face !== 'down' };
}

/**
 * Lays out a described table on the empty game in `x` (seed and options already set) and starts
 * the turn at the position's phase. Every inconsistency is an `INVALID_POSITION` error.
 */
export function setUpPosition(x: Ctx, pos: Position, protocolNames: ReadonlySet<string>): void {
  const s = x.s;
  const names: string[] = [];
  for (const p of [0, 1] as const) {
    const pp = pos.players[p];
    if (!pp || !Array.isArray(pp.protocols) || pp.protocols.length !== 3) fail('INVALID_POSITION', `P${p + 1} needs exactly three protocols`);
    s.players[p]!.protocols = pp.protocols.map((x) => (typeof x === 'string' ? { name: x, compiled: false } : { name: x.name, compiled: !!x.compiled }));
    for (const slot of s.players[p]!.protocols) {
      if (!protocolNames.has(slot.name)) fail('INVALID_POSITION', `unknown protocol "${slot.name}"`);
      names.push(slot.name);
    }
  }
  if (new Set(names).size !== 6) fail('INVALID_POSITION', 'a protocol may appear only once in a game (on one side)');
  buildDecks(x);
  // Every card starts in its protocol owner's deck; the position then moves named cards out.
  const placed = new Set<number>();
  const take = (id: string, where: string): number => {
    const def = x.lib.defs[id];
    if (!def) fail('INVALID_POSITION', `${where}: unknown card "${id}"`);
    if (!names.includes(def.protocol)) fail('INVALID_POSITION', `${where}: ${id} is not of a protocol in this game`);
    const card = s.cards.indexOf(id);
    if (placed.has(card)) fail('INVALID_POSITION', `${where}: ${id} is placed twice`);
    placed.add(card);
    return card;
  };
  const decks: number[][] = [[], []];
  for (const p of [0, 1] as const) {
    const pp = pos.players[p]!;
    const ps = s.players[p]!;
    const stacks = pp.stacks ?? [[], [], []];
    if (!Array.isArray(stacks) || stacks.length !== 3) fail('INVALID_POSITION', `P${p + 1}: stacks must list three lines`);
    stacks.forEach((st, line) => {
      if (!Array.isArray(st)) fail('INVALID_POSITION', `P${p + 1}: stack ${line} must be a list`);
      for (const spec of st) {
        const { id, up } = parseField(spec);
        const card = take(id, `P${p + 1} stack ${line}`);
        s.up[card] = up;
        ps.stacks[line]!.push(card);
      }
    });
    for (const id of pp.hand ?? []) ps.hand.push(take(id, `P${p + 1} hand`));
    for (const id of pp.trash ?? []) {
      const card = take(id, `P${p + 1} trash`);
      s.up[card] = true;
      ps.trash.push(card);
    }
    for (const id of pp.deck ?? []) decks[p]!.push(take(id, `P${p + 1} deck`));
  }
  for (const p of [0, 1] as const) {
    const ps = s.players[p]!;
    const rest = ps.deck.filter((c) => !placed.has(c));
    shuffleInPlace(s.rng, rest);
    ps.deck = decks[p]!;
    if ((pos.unplaced ?? 'deck') === 'deck') ps.deck.push(...rest);
    else ps.trash.push(...rest.map((c) => ((s.up[c] = true), c)));
  }
  const turn = pos.turn ?? 0;
  if (turn !== 0 && turn !== 1) fail('INVALID_POSITION', 'turn must be 0 or 1');
  if (pos.controlHolder !== undefined && pos.controlHolder !== null && pos.controlHolder !== 0 && pos.controlHolder !== 1) fail('INVALID_POSITION', 'controlHolder must be 0, 1 or null');
  s.control = pos.controlHolder ?? null;
  s.turnNumber = pos.turnNumber ?? 1;
  if (!Number.isInteger(s.turnNumber) || s.turnNumber < 1) fail('INVALID_POSITION', 'turnNumber must be a whole number ≥ 1');
  if (!Number.isInteger(s.maxTurns) || s.maxTurns < 1) fail('INVALID_POSITION', 'maxTurns must be a whole number ≥ 1');
  if (s.players.some((p) => p.protocols.every((x) => x.compiled))) fail('INVALID_POSITION', 'a player has already compiled all three protocols');
  const phase: Phase = pos.phase ?? 'start';
  if (!['start', 'control', 'compile', 'action'].includes(phase)) fail('INVALID_POSITION', `a position may start at start, control, compile or action, not "${phase}"`);
  beginTurnAt(x, turn, phase);
}

