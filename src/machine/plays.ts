/**
 * Where a player may play a card: face-up only into a line whose protocol — either player's —
 * matches the card (Codex, "Playing a Card"), face-down anywhere, always into their own stack;
 * narrowed by continuous effects that forbid plays (Plague 0, Metal 2, Psychic 1) and widened by
 * those that permit more (Spirit 1, Unity 1; Chaos 3 and Corruption 0 for themselves) — "the card is
 * always right". A permission never lifts a ban.
 * @module
 */
import type { CardFilter } from '../cards/schema.js';
import type { Line, PlayOption, PlayerId } from '../state/types.js';
import type { GameEvent } from '../state/events.js';
import { type Board, type Ctx, type Subject, emit } from './context.js';
import { other } from './board.js';
import { type InForce, type Situation, concerns, inForceAmong, matchesAt, matchesLine } from './expressions.js';
import { commitToStack, openAfter, removeAt, windowWaitsForOne } from './moves.js';
import { DecisionMemo } from './decision.js';

/** The continuous effects that bear on one player's plays, read once. */
export interface PlayRules {
  player: PlayerId;
  /** `forbid: play / playFaceUp / playFaceDown` effects concerning this player. */
  forbid: InForce[];
  /** `permit: playUnmatched` effects concerning this player (before their scope and card filter). */
  permit: InForce[];
  /** Face-up plays must be without matching protocols (fan-made Anarchy 1). */
  requireUnmatched: boolean;
  /** No effect bears on plays: the plain rule applies. */
  plain: boolean;
}

const whoseOk = (e: InForce, player: PlayerId) => e.p.whose === undefined || e.p.whose === 'any' || (e.p.whose === 'self') === (e.owner === player);

const PLAIN: readonly PlayRules[] = [0, 1].map((player) => Object.freeze({ player: player as PlayerId, forbid: [], permit: [], requireUnmatched: false, plain: true }));

/** Whether any card of the game has a continuous effect on plays. */
const playEffects = (b: Board): boolean =>
  b.ch['forbid:play'].length + b.ch['forbid:playFaceUp'].length + b.ch['forbid:playFaceDown'].length + b.ch['permit:playUnmatched'].length + b.ch['require:playUnmatched'].length > 0;

/** The rules read for the last decision: `applyAction`'s check of the chosen play reuses them. */
const keptRules = new DecisionMemo<PlayRules>();

/** Reads which continuous effects restrict or widen `player`'s plays. */
export function playRules(b: Board, player: PlayerId): PlayRules {
  if (!playEffects(b)) return PLAIN[player]!;
  const kept = keptRules.get(b);
  if (kept !== undefined && kept.player === player) return kept;
  return keptRules.set(b, readPlayRules(b, player));
}

function readPlayRules(b: Board, player: PlayerId): PlayRules {
  const ch = b.ch;
  let forbid = concerning(inForceAmong(b, ch['forbid:play'], 'forbid:play'), player, NO_EFFECTS);
  forbid = concerning(inForceAmong(b, ch['forbid:playFaceUp'], 'forbid:playFaceUp'), player, forbid);
  forbid = concerning(inForceAmong(b, ch['forbid:playFaceDown'], 'forbid:playFaceDown'), player, forbid);
  const permit = concerning(inForceAmong(b, ch['permit:playUnmatched'], 'permit:playUnmatched'), player, NO_EFFECTS);
  const require = concerning(inForceAmong(b, ch['require:playUnmatched'], 'require:playUnmatched'), player, NO_EFFECTS);
  if (forbid.length === 0 && permit.length === 0 && require.length === 0) return PLAIN[player]!;
  return { player, forbid, permit, requireUnmatched: require.length > 0, plain: false };
}

const NO_EFFECTS: InForce[] = [];

/** `into` and the effects whose `whose` concerns `player`: a new list only when there are some (`into` is never changed). */
function concerning(effects: readonly InForce[], player: PlayerId, into: InForce[]): InForce[] {
  let out = into;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    if (!whoseOk(e, player)) continue;
    // The new list is a literal holding the effect, never a copy of `into` then a `push`: a copy of
    // an empty list holds small integers, so `push` met lists of two kinds and the optimised
    // `readPlayRules` was thrown away and compiled again ("wrong map", twice in games 100-599,
    // node --trace-deopt).
    if (out === into) out = into.length === 0 ? [e] : [...into, e];
    else out.push(e);
  }
  return out;
}

/**
 * Whether `r.player` may play `card` face-`up` into `side`'s stack in `line`. The opponent's side
 * only when the text says so (`textSide`, Assimilation 6) or the card permits it (Corruption 0).
 */
export function mayPlay(b: Board, r: PlayRules, card: number, line: number, up: boolean, side: PlayerId = r.player, textSide = false): boolean {
  const meta = b.m[card]!;
  // A card's own permission is its text, which a face-down card does not have (rulebook, "Face-down"):
  // Corruption 0 goes to the opponent's side face-up only.
  if (side !== r.player && !textSide && !(meta.ownPlay.opponentSide && up)) return false;
  const protocol = meta.protocol;
  if (r.plain) return !up || meta.ownPlay.unmatched || matchesLine(b, protocol, line);
  // The situation is built only when an effect needs reading (most checks end before).
  let q: Situation | null = null;
  for (let i = 0; i < r.forbid.length; i++) {
    const e = r.forbid[i]!;
    // The question the effect answers, not its data: a designer's kind may answer `forbid:playFaceUp` too.
    const question = e.kind.question(e.value);
    if ((question === 'forbid:playFaceUp' && !up) || (question === 'forbid:playFaceDown' && up)) continue;
    if (concerns(b, e, (q ??= playSituation(r.player, side, line, card, up)))) return false;
  }
  if (!up) return true;
  const matched = matchesLine(b, protocol, line);
  if (r.requireUnmatched) return !matched;
  if (matched || meta.ownPlay.unmatched) return true;
  for (let i = 0; i < r.permit.length; i++) if (concerns(b, r.permit[i]!, (q ??= playSituation(r.player, side, line, card, up)))) return true;
  return false;
}

/** A play as continuous effects read it: the player, the card as it would lie. */
const playSituation = (who: PlayerId, side: PlayerId, line: number, card: number, up: boolean): Situation =>
  ({ who, side, line, card, at: { player: side, line, covered: false, up }, by: who });

/** What a card's text allows: which lines, forced face-down, which cards (as they would land). */
export interface PlayLimits {
  lines: readonly number[];
  faceDownOnly: boolean;
  /** The side the card must go to (Assimilation 6), else the player's own, or either with Corruption 0's permission. */
  side: PlayerId | null;
  filter: CardFilter | null;
  /** The subject the filter is read for. */
  sub: Subject | null;
}

const ALL_LINES = [0, 1, 2] as const;
/** The action phase's plays: any line, either face, the player's own side (or either, by permission). */
export const FREE: PlayLimits = Object.freeze({ lines: ALL_LINES, faceDownOnly: false, side: null, filter: null, sub: null });

/** Every legal way for `player` to play each of `cards` within `limits`, in card order, line 0–2, up before down, own side first. */
export function playOptions(b: Board, player: PlayerId, cards: readonly number[], limits: PlayLimits = FREE): PlayOption[] {
  const r = playRules(b, player);
  const out: PlayOption[] = [];
  const sides: PlayerId[] = limits.side !== null ? [limits.side] : [player, other(player)];
  for (const card of cards) {
    for (const side of sides) {
      if (side !== player && limits.side === null && !b.m[card]!.ownPlay.opponentSide) continue;
      for (const line of limits.lines) {
        for (const up of limits.faceDownOnly ? [false] : [true, false]) {
          if (!mayPlay(b, r, card, line, up, side, limits.side !== null)) continue;
          if (limits.filter && !matchesAt(b, limits.sub!, limits.filter, card, { player: side, line, covered: false, up })) continue;
          out.push({ card, line, up, side });
        }
      }
    }
  }
  return out;
}

/** Whether `player` has any legal play of a hand card in the action phase. */
export function canPlayAny(b: Board, player: PlayerId): boolean {
  const hand = b.s.players[player]!.hand;
  if (hand.length === 0) return false;
  const r = playRules(b, player);
  // Without restrictions any card can go face-down somewhere.
  if (r.plain) return true;
  for (let i = 0; i < hand.length; i++) for (let line = 0; line < 3; line++) if (mayPlay(b, r, hand[i]!, line, false) || mayPlay(b, r, hand[i]!, line, true)) return true;
  return false;
}

/** The `played` event: `side` and `deck` only when not the player's own (the opponent's deck: Assimilation 2). */
function playedEvent(player: PlayerId, line: Line, face: 'up' | 'down', card: string | null, from: 'hand' | 'deck' | 'trash', side: PlayerId, deck: PlayerId): GameEvent {
  // Literals rather than a conditional spread, which builds two objects for every play.
  if (deck !== player) return side === player ? { type: 'played', player, line, face, card, from, deck } : { type: 'played', player, line, face, card, from, side, deck };
  return side === player ? { type: 'played', player, line, face, card, from } : { type: 'played', player, line, face, card, from, side };
}

/**
 * Plays a card already taken out of its zone: it is committed to `side`'s stack in `line`, then
 * lands (and, face-up and uncovered, its middle resolves). The "After … plays" window waits for
 * all of it (community rulings, "The Play Action Has Distinct Steps").
 */
export function commitPlay(x: Ctx, player: PlayerId, card: number, line: number, up: boolean, side: PlayerId, from: 'hand' | 'deck' | 'trash', under: number | null = null, deck: PlayerId = player): void {
  const window = openAfter(x, 'play', player, line);
  const face = up ? 'up' : 'down';
  const name = up ? x.s.cards[card]! : null;
  if (!x.quiet) emit(x, playedEvent(player, line as Line, face, name, from, side, deck));
  // Face-down from the top of a deck, no one may know it until it is in the field (Codex, "Public
  // and Private Information"); from a hand or a trash, the player who plays it does.
  const knownTo = from === 'deck' ? null : player;
  if (!x.quiet && !up && knownTo !== null) emit(x, { type: 'secret', about: 'played', player, cards: [x.s.cards[card]!], visibleTo: [knownTo] });
  windowWaitsForOne(x, window, commitToStack(x, card, side, line, up, up, knownTo, under));
}

/** Plays the card at `index` of `player`'s hand. */
export function playHandCard(x: Ctx, player: PlayerId, index: number, line: number, face: 'up' | 'down', side: PlayerId = player): number {
  const card = removeAt(x.s.players[player]!.hand, index);
  commitPlay(x, player, card, line, face === 'up', side, 'hand');
  return card;
}
