/**
 * Selection: which cards and lines a command may choose (Codex, "Selecting and Targeting Cards
 * for Effects"). Uncovered cards only unless the text says "covered" or "all"; either player's
 * cards unless it says whose; committed cards are never selectable (they are in no stack).
 * @module
 */
import type { CardFilter, LineChoice } from '../cards/schema.js';
import type { PlayerId } from '../state/types.js';
import type { Board, TextFrame } from './context.js';
import { cardsInLine, fieldLoc, other, valueOf } from './board.js';

/** The line of the card whose text is resolving, or `null` if it is not on the field. */
export function sourceLine(b: Board, f: TextFrame): number | null {
  return fieldLoc(b, f.src.card)?.line ?? null;
}

/** The cards a filter selects for the text in `f`, in board order (seat 0 then 1, line 0–2, bottom → top). */
export function selectable(b: Board, f: TextFrame, filter: CardFilter): number[] {
  const out: number[] = [];
  const sides: PlayerId[] = filter.side === 'self' ? [f.owner] : filter.side === 'opponent' ? [other(f.owner)] : [0, 1];
  const cover = filter.cover ?? 'uncovered';
  const here = filter.line === 'this' || filter.line === 'other' ? sourceLine(b, f) : filter.line === 'bound' ? f.vars.line : null;
  if (filter.line && here === null) return out;
  for (const p of sides) {
    const stacks = b.s.players[p]!.stacks;
    for (let line = 0; line < 3; line++) {
      if ((filter.line === 'this' || filter.line === 'bound') && line !== here) continue;
      if (filter.line === 'other' && line === here) continue;
      const st = stacks[line]!;
      for (let i = 0; i < st.length; i++) {
        const covered = i < st.length - 1;
        if (cover === 'uncovered' && covered) continue;
        if (cover === 'covered' && !covered) continue;
        const card = st[i]!;
        if (filter.other && card === f.src.card) continue;
        if (filter.face === 'up' && !b.s.up[card]) continue;
        if (filter.face === 'down' && b.s.up[card]) continue;
        if (filter.values && !filter.values.includes(valueOf(b, card))) continue;
        out.push(card);
      }
    }
  }
  if (filter.extreme && out.length > 1) {
    const values = out.map((c) => valueOf(b, c));
    const best = filter.extreme === 'highest' ? Math.max(...values) : Math.min(...values);
    return out.filter((_, i) => values[i] === best);
  }
  return out;
}

/** Whether a card still matches a filter (used when a noted "each" card comes up). */
export function stillSelectable(b: Board, f: TextFrame, filter: CardFilter, card: number): boolean {
  return selectable(b, f, filter).includes(card);
}

/**
 * Lines a card could move to under a destination constraint. A shift must change the card's line
 * (Codex, "Shifting a Card": "moved to a different line").
 */
export function destinations(b: Board, f: TextFrame, to: LineChoice | undefined, fromLine: number): number[] {
  const here = sourceLine(b, f);
  const all = [0, 1, 2].filter((l) => l !== fromLine);
  switch (to ?? 'any') {
    case 'any': return all;
    case 'this': return here === null ? [] : all.filter((l) => l === here);
    case 'other': return here === null ? all : all.filter((l) => l !== here);
    case 'bound': return all.filter((l) => l === f.vars.line);
    case 'toOrFromThis':
      if (here === null) return [];
      return fromLine === here ? all : all.filter((l) => l === here);
  }
}

/** Lines for a command that picks "1 line" (play, delete all, return all). */
export function linesFor(b: Board, f: TextFrame, choice: LineChoice | undefined): number[] {
  const here = sourceLine(b, f);
  switch (choice ?? 'any') {
    case 'any': return [0, 1, 2];
    case 'this': return here === null ? [] : [here];
    case 'other': return [0, 1, 2].filter((l) => l !== here);
    case 'bound': return f.vars.line === null ? [] : [f.vars.line];
    case 'toOrFromThis': return [0, 1, 2];
  }
}

/** Lines with at least `min` cards, both stacks (Metal 3). */
export function linesWithAtLeast(b: Board, lines: number[], min: number): number[] {
  return lines.filter((l) => cardsInLine(b, l) >= min);
}
