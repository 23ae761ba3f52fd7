/**
 * Selection: which cards and lines a command may choose (Codex, "Selecting and Targeting Cards
 * for Effects"). Uncovered cards only unless the text says "covered" or "all"; either player's
 * cards unless it says whose; committed cards are never selectable (they are in no stack).
 * @module
 */
import type { CardFilter, LineChoice, Target } from '../cards/schema.js';
import type { PlayerId } from '../state/types.js';
import type { Board, Subject } from './context.js';
import { cardsInLine, fieldLoc, fieldSpot } from './board.js';
import { forbidden, hostLine, lineHolds, selectable } from './expressions.js';
import { copyVars } from '../state/clone.js';

export { selectable };

/**
 * The line of the card whose text is resolving, or `null` if it is not on the field.
 * @category Handler authoring
 */
export const sourceLine = hostLine;

/**
 * The cards a target names. "this card" and "that card" need no selection and reach covered
 * cards (Codex, "Selecting and Targeting"); a card that is no longer in a stack cannot be acted
 * on ("Invalid Effects").
 */
export function candidates(b: Board, sub: Subject, target: Target): number[] {
  if (target === 'this') return fieldSpot(b, sub.host) >= 0 ? [sub.host] : [];
  if (target === 'that') return sub.vars.that !== null && fieldSpot(b, sub.vars.that) >= 0 ? [sub.vars.that] : [];
  return selectable(b, sub, target);
}

/** Whether a card still matches a filter (used when a noted "each" card comes up). */
export function stillSelectable(b: Board, sub: Subject, filter: CardFilter, card: number): boolean {
  return selectable(b, sub, filter).includes(card);
}

const ALL = [0, 1, 2];

/** The lines of a plain line choice, before any `where` condition. */
function baseLines(b: Board, sub: Subject, choice: 'this' | 'other' | 'any' | 'bound' | 'toOrFromThis'): number[] {
  const here = hostLine(b, sub);
  switch (choice) {
    case 'any': case 'toOrFromThis': return ALL;
    case 'this': return here === null ? [] : [here];
    case 'other': return ALL.filter((l) => l !== here);
    case 'bound': return sub.vars.line === null ? [] : [sub.vars.line];
  }
}

/**
 * Lines for a command that picks "1 line" (play, delete all, return all).
 * @category Handler authoring
 */
export function linesFor(b: Board, sub: Subject, choice: LineChoice | undefined): number[] {
  if (choice === undefined || typeof choice === 'string') return baseLines(b, sub, choice ?? 'any');
  return baseLines(b, sub, choice.in ?? 'any').filter((l) => lineHolds(b, sub, choice.where, l));
}

/**
 * Lines a card could move to under a destination constraint. A shift must change the card's line
 * (Codex, "Shifting a Card": "moved to a different line"), and no shift may leave or enter a line
 * where shifting is forbidden (fan-made Frost 3), for every player or for `by`, who shifts (default the text's owner).
 * @category Handler authoring
 */
export function destinations(b: Board, sub: Subject, to: LineChoice | undefined, card: number, by: PlayerId = sub.owner): number[] {
  const at = fieldLoc(b, card);
  if (!at) return [];
  if (forbidden(b, 'shift', { who: at.player, side: at.player, line: at.line, card, by })) return [];
  const here = hostLine(b, sub);
  // A destination's condition is about the card that moves ("to a line without a matching protocol").
  if (typeof to === 'object') {
    const vars = copyVars(sub.vars);
    vars.that = card;
    sub = { host: sub.host, owner: sub.owner, vars };
  }
  let lines: number[];
  if (to === 'toOrFromThis') lines = here === null ? [] : at.line === here ? ALL : [here];
  else if (to === 'other') lines = here === null ? ALL : ALL.filter((l) => l !== here);
  else lines = linesFor(b, sub, to);
  return lines.filter((l) => l !== at.line && !forbidden(b, 'shift', { who: at.player, side: at.player, line: l, card, by }));
}

/** Lines with at least `min` cards, both stacks (Metal 3). */
export function linesWithAtLeast(b: Board, lines: number[], min: number): number[] {
  return lines.filter((l) => cardsInLine(b, l) >= min);
}

/**
 * Whose a "self"/"opponent" word means for a subject.
 * @category Handler authoring
 */
export function whoOf(sub: Subject, who: 'self' | 'opponent' | undefined): PlayerId {
  return who === 'opponent' ? (sub.owner === 0 ? 1 : 0) : sub.owner;
}
