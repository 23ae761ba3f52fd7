/**
 * Where a player may play a card: face-up only into a line whose protocol — either player's —
 * matches the card (Codex, "Playing a Card"), face-down anywhere; narrowed by cards that restrict
 * plays (Plague 0, Metal 2, Psychic 1) and widened by Spirit 1 ("the card is always right").
 * @module
 */
import type { PlayerId } from '../state/types.js';
import { type Board, type Ctx, defOf, emit } from './context.js';
import { other, passivesOf } from './board.js';
import type { Passive } from '../cards/schema.js';
import { commitToStack } from './moves.js';

/** The legal (line, face) pairs for playing `card` from `player`'s hand. */
export interface PlayOption {
  line: number;
  face: 'up' | 'down';
}

/** Restrictions on a player's plays, read once. */
export interface PlayRules {
  /** Bit `1 << line` set: no plays there (Plague 0). */
  blockedLines: number;
  /** Bit `1 << line` set: no face-down plays there (Metal 2). */
  noFaceDownLines: number;
  faceDownOnly: boolean;
  ignoreProtocols: boolean;
}

const PLAY_KINDS: readonly Passive['kind'][] = ['opponentCannotPlayInLine', 'opponentCannotPlayFaceDownInLine', 'opponentPlaysFaceDownOnly', 'ownFaceUpPlaysIgnoreProtocols'];

const NO_RULES: PlayRules = Object.freeze({ blockedLines: 0, noFaceDownLines: 0, faceDownOnly: false, ignoreProtocols: false });

/** Reads which continuous effects restrict or widen `player`'s plays. */
export function playRules(b: Board, player: PlayerId): PlayRules {
  const k = b.pk;
  if (!k.opponentCannotPlayInLine && !k.opponentCannotPlayFaceDownInLine && !k.opponentPlaysFaceDownOnly && !k.ownFaceUpPlaysIgnoreProtocols) return NO_RULES;
  const r: PlayRules = { blockedLines: 0, noFaceDownLines: 0, faceDownOnly: false, ignoreProtocols: false };
  const opp = other(player);
  for (const a of passivesOf(b, PLAY_KINDS)) {
    switch (a.passive.kind) {
      case 'opponentCannotPlayInLine': if (a.owner === opp) r.blockedLines |= 1 << a.line; break;
      case 'opponentCannotPlayFaceDownInLine': if (a.owner === opp) r.noFaceDownLines |= 1 << a.line; break;
      case 'opponentPlaysFaceDownOnly': if (a.owner === opp) r.faceDownOnly = true; break;
      case 'ownFaceUpPlaysIgnoreProtocols': if (a.owner === player) r.ignoreProtocols = true; break;
      default: break;
    }
  }
  return r;
}

/** Whether `player` may put a card face-`face` into `line` at all (before protocol matching). */
export function mayPlayInto(r: PlayRules, line: number, face: 'up' | 'down'): boolean {
  if (r.blockedLines & (1 << line)) return false;
  if (face === 'down') return !(r.noFaceDownLines & (1 << line));
  return !r.faceDownOnly;
}

/** Whether a card of `protocol` may be played face-up in `line` as far as protocols go. */
export function protocolAllows(b: Board, r: PlayRules, protocol: string, line: number): boolean {
  if (r.ignoreProtocols) return true;
  return b.s.players[0]!.protocols[line]!.name === protocol || b.s.players[1]!.protocols[line]!.name === protocol;
}

/** Every (line, face) in which `player` may play a card of `protocol`, limited to `lines`. */
export function playOptions(b: Board, r: PlayRules, protocol: string, lines: readonly number[], faceDownOnly = false): PlayOption[] {
  const out: PlayOption[] = [];
  for (const line of lines) {
    if (!faceDownOnly && mayPlayInto(r, line, 'up') && protocolAllows(b, r, protocol, line)) out.push({ line, face: 'up' });
    if (mayPlayInto(r, line, 'down')) out.push({ line, face: 'down' });
  }
  return out;
}

const ALL_LINES = [0, 1, 2] as const;

/** Every (hand index, line, face) `player` may play now, within `lines`. */
export function handPlays(b: Board, player: PlayerId, lines: readonly number[] = ALL_LINES, faceDownOnly = false): { index: number; opts: PlayOption[] }[] {
  const rules = playRules(b, player);
  const hand = b.s.players[player]!.hand;
  const out: { index: number; opts: PlayOption[] }[] = [];
  for (let index = 0; index < hand.length; index++) {
    const protocol = defOf(b, hand[index]!).protocol;
    out.push({ index, opts: playOptions(b, rules, protocol, lines, faceDownOnly) });
  }
  return out;
}

/** Plays the card at `index` of `player`'s hand: it is committed, then lands (and, face-up, its middle resolves). */
export function playHandCard(x: Ctx, player: PlayerId, index: number, line: number, face: 'up' | 'down'): number {
  const card = x.s.players[player]!.hand.splice(index, 1)[0]!;
  const up = face === 'up';
  emit(x, { type: 'played', player, line: line as 0 | 1 | 2, face, card: up ? x.s.cards[card]! : null, from: 'hand' });
  if (!up) emit(x, { type: 'secret', about: 'played', player, cards: [x.s.cards[card]!], visibleTo: [player] });
  commitToStack(x, card, player, line, up, up);
  return card;
}
