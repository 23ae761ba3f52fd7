/**
 * Reading the field: where a card is, what is visible, values and line totals, and the
 * continuous effects in force. Pure reads, no mutation.
 * @module
 */
import type { Passive, Section, SectionName } from '../cards/schema.js';
import type { PlayerId } from '../state/types.js';
import { type Board, defOf, metaOf } from './context.js';

/** Where a card is. `transit`: committed, between zones (Codex, "Committed Cards"). */
export type Loc =
  | { zone: 'field'; player: PlayerId; line: number; index: number }
  | { zone: 'hand' | 'deck' | 'trash'; player: PlayerId; index: number }
  | { zone: 'transit' };

const SEATS = [0, 1] as const;

/** The other seat. */
export const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

/** Finds a card. */
export function locate(b: Board, card: number): Loc {
  for (const player of SEATS) {
    const ps = b.s.players[player]!;
    for (let line = 0; line < 3; line++) {
      const index = ps.stacks[line]!.indexOf(card);
      if (index >= 0) return { zone: 'field', player, line, index };
    }
    for (const zone of ['hand', 'deck', 'trash'] as const) {
      const index = ps[zone].indexOf(card);
      if (index >= 0) return { zone, player, index };
    }
  }
  return { zone: 'transit' };
}

/** A card's place on the field, or `null` if it is not in a stack. */
export function fieldLoc(b: Board, card: number): { player: PlayerId; line: number; index: number; covered: boolean } | null {
  for (let player: PlayerId = 0; player < 2; player++) {
    const stacks = b.s.players[player]!.stacks;
    for (let line = 0; line < 3; line++) {
      const st = stacks[line]!;
      const index = st.indexOf(card);
      if (index >= 0) return { player: player as PlayerId, line, index, covered: index < st.length - 1 };
    }
  }
  return null;
}

/** The uncovered card of a stack, or `null` for an empty stack. */
export function topOf(b: Board, player: PlayerId, line: number): number | null {
  const st = b.s.players[player]!.stacks[line]!;
  return st.length ? st[st.length - 1]! : null;
}

/**
 * Whether a section's text is in play now: top commands while face-up (even covered); middle and
 * bottom only while face-up and uncovered (rulebook, "Card Anatomy").
 */
export function isVisible(b: Board, card: number, section: SectionName): boolean {
  if (!b.s.up[card]) return false;
  const at = fieldLoc(b, card);
  if (!at) return false;
  return section === 'top' || !at.covered;
}

/** A card's section, if it has one. */
export function sectionOf(b: Board, card: number, section: SectionName): Section | undefined {
  return defOf(b, card)[section];
}

/** A continuous effect in force, with where it comes from. */
export interface ActivePassive {
  passive: Passive;
  card: number;
  owner: PlayerId;
  line: number;
}

const NO_PASSIVES: ActivePassive[] = [];

/**
 * The continuous effects of the given kinds in force now — the same as filtering
 * {@link activePassives}, but looking only at the few cards of the game that have such effects.
 */
export function passivesOf(b: Board, kinds: readonly Passive['kind'][]): ActivePassive[] {
  let out: ActivePassive[] = NO_PASSIVES;
  for (const kind of kinds) {
    const cards = b.pk[kind];
    if (!cards) continue;
    for (const card of cards) {
      if (!b.s.up[card]) continue;
      const at = fieldLoc(b, card);
      if (!at) continue;
      const m = b.m[card]!;
      for (const passive of m.topPassives ?? NO_LIST) if (passive.kind === kind) (out === NO_PASSIVES ? (out = []) : out).push({ passive, card, owner: at.player, line: at.line });
      if (!at.covered) for (const passive of m.bottomPassives ?? NO_LIST) if (passive.kind === kind) (out === NO_PASSIVES ? (out = []) : out).push({ passive, card, owner: at.player, line: at.line });
    }
  }
  return out;
}

const NO_LIST: readonly Passive[] = [];
const VALUE_KINDS: readonly Passive['kind'][] = ['opponentLineValue', 'lineValuePerFaceDown'];

/** Every continuous effect whose section is visible now (a shared empty list when there are none: do not mutate). */
export function activePassives(b: Board): ActivePassive[] {
  let out: ActivePassive[] = NO_PASSIVES;
  if (b.pc.length === 0) return out;
  for (const owner of SEATS) {
    const stacks = b.s.players[owner]!.stacks;
    for (let line = 0; line < 3; line++) {
      const st = stacks[line]!;
      for (let i = 0; i < st.length; i++) {
        const card = st[i]!;
        if (!b.s.up[card]) continue;
        const m = b.m[card]!;
        if (m.topPassives) {
          if (out === NO_PASSIVES) out = [];
          for (const passive of m.topPassives) out.push({ passive, card, owner, line });
        }
        if (m.bottomPassives && i === st.length - 1) {
          if (out === NO_PASSIVES) out = [];
          for (const passive of m.bottomPassives) out.push({ passive, card, owner, line });
        }
      }
    }
  }
  return out;
}

/** Whether a passive of this kind is in force, optionally narrowed by owner and line. */
export function hasPassive(b: Board, kind: Passive['kind'], owner?: PlayerId, line?: number): boolean {
  if (!b.pk[kind]) return false;
  return passivesOf(b, [kind]).some((a) => (owner === undefined || a.owner === owner) && (line === undefined || a.line === line));
}

/**
 * A card's current value. On the field: printed if face-up, 2 if face-down (or a stack's override,
 * Darkness 2). In the trash: printed (trash cards are face-up). In a hand or deck: 2, as private
 * information (Codex ruling on Light 0).
 */
export function valueOf(b: Board, card: number): number {
  const def = defOf(b, card);
  const at = fieldLoc(b, card);
  if (at) {
    if (b.s.up[card]) return def.value;
    return faceDownValue(b, b.s.players[at.player]!.stacks[at.line]!);
  }
  const loc = locate(b, card);
  return loc.zone === 'trash' ? def.value : 2;
}

/** The value of a face-down card in a stack: 2, unless a visible card of the stack says otherwise (Darkness 2). */
function faceDownValue(b: Board, stack: readonly number[]): number {
  let v = 2;
  if (!b.pk.faceDownValueInStack) return v;
  for (const other of stack) {
    if (!b.s.up[other]) continue;
    const ps = metaOf(b, other).topPassives;
    if (ps) for (const p of ps) if (p.kind === 'faceDownValueInStack') v = p.value;
  }
  return v;
}

/** A player's total value in a line, with every continuous modifier applied (Metal 0, Apathy 0). */
export function lineTotal(b: Board, player: PlayerId, line: number, passives: ActivePassive[] = passivesOf(b, VALUE_KINDS)): number {
  const stack = b.s.players[player]!.stacks[line]!;
  let total = 0;
  let down = -1;
  for (const card of stack) {
    if (b.s.up[card]) total += metaOf(b, card).def.value;
    else total += down < 0 ? (down = faceDownValue(b, stack)) : down;
  }
  if (passives.length === 0) return total;
  let faceDown = -1;
  for (const a of passives) {
    if (a.line !== line) continue;
    if (a.passive.kind === 'opponentLineValue' && a.owner !== player) total += a.passive.delta;
    if (a.passive.kind === 'lineValuePerFaceDown' && a.owner === player) {
      if (faceDown < 0) faceDown = countFaceDownInLine(b, line);
      total += a.passive.delta * faceDown;
    }
  }
  return total;
}

/** Both players' totals in every line: `[seat 0's three, seat 1's three]`. */
export function allTotals(b: Board): [number[], number[]] {
  const passives = passivesOf(b, VALUE_KINDS);
  const t0: number[] = [0, 0, 0];
  const t1: number[] = [0, 0, 0];
  for (let line = 0; line < 3; line++) {
    t0[line] = lineTotal(b, 0, line, passives);
    t1[line] = lineTotal(b, 1, line, passives);
  }
  return [t0, t1];
}

function countFaceDownInLine(b: Board, line: number): number {
  let n = 0;
  for (const p of [0, 1] as const) for (const c of b.s.players[p]!.stacks[line]!) if (!b.s.up[c]) n++;
  return n;
}

/** Number of cards in a line, both stacks. */
export function cardsInLine(b: Board, line: number): number {
  return b.s.players[0]!.stacks[line]!.length + b.s.players[1]!.stacks[line]!.length;
}

/** The protocol names in a line (both seats). */
export function protocolsInLine(b: Board, line: number): [string, string] {
  return [b.s.players[0]!.protocols[line]!.name, b.s.players[1]!.protocols[line]!.name];
}

/** Whether middle commands are ignored in a line (Apathy 2). */
export function middlesIgnored(b: Board, line: number): boolean {
  return hasPassive(b, 'ignoreMiddleCommandsInLine', undefined, line);
}

/** A card's name as a player may see it: its id if face-up, `null` if face-down. */
export function publicName(b: Board, card: number): string | null {
  return b.s.up[card] ? b.s.cards[card]! : null;
}
