/**
 * What the page needs of a seat's view before it shows one that came from a server: a server is
 * not trusted, so a state that is not a view of this seat is refused (with the reason) instead of
 * breaking the board.
 */
import type { PlayerId } from 'compile-engine';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isSeat = (x: unknown): x is PlayerId => x === 0 || x === 1;
const isCount = (x: unknown) => Number.isInteger(x) && (x as number) >= 0;
const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');

function cardProblem(c: unknown): string | null {
  if (!isObject(c) || (c.face !== 'up' && c.face !== 'down')) return 'a card that is neither face-up nor face-down';
  if (c.card !== undefined && typeof c.card !== 'string') return 'a card whose name is not text';
  return typeof c.value === 'number' && typeof c.covered === 'boolean' ? null : 'a card without a value';
}

function sideProblem(side: unknown, seat: number): string | null {
  const at = (what: string) => `seat ${seat}'s side: ${what}`;
  if (!isObject(side)) return at('missing');
  if (!Array.isArray(side.protocols) || !side.protocols.every((p) => isObject(p) && typeof p.name === 'string' && typeof p.compiled === 'boolean')) return at('protocols');
  if (!Array.isArray(side.stacks) || side.stacks.length !== 3 || !side.stacks.every(Array.isArray)) return at('stacks (three lines)');
  for (const c of (side.stacks as unknown[][]).flat()) {
    const p = cardProblem(c);
    if (p) return at(p);
  }
  if (!Array.isArray(side.totals) || !side.totals.every((t) => typeof t === 'number')) return at('totals');
  if (!isCount(side.handCount) || !isCount(side.deckCount)) return at('hand or deck count');
  if (side.hand !== undefined && !strings(side.hand)) return at('hand');
  return strings(side.trash) ? null : at('trash');
}

/** Why `g` cannot be shown as `seat`'s view, or `null` when it can. */
export function viewProblem(g: unknown, seat: PlayerId): string | null {
  if (!isObject(g)) return 'no view at all';
  if (g.seat !== seat) return `a view for ${JSON.stringify(g.seat)}, not for seat ${seat}`;
  if (!isSeat(g.turn) || !Number.isInteger(g.turnNumber) || typeof g.phase !== 'string') return 'no turn or phase';
  if (g.control !== null && !isSeat(g.control)) return 'an unknown control holder';
  if (!Array.isArray(g.linesFromMyLeft) || g.linesFromMyLeft.length !== 3 || !g.linesFromMyLeft.every((l) => l === 0 || l === 1 || l === 2)) return 'no line order';
  if (!Array.isArray(g.players) || g.players.length !== 2) return 'not two sides';
  for (const s of [0, 1]) {
    const p = sideProblem(g.players[s], s);
    if (p) return p;
  }
  if (g.prompt !== null && !(isObject(g.prompt) && isSeat(g.prompt.player) && typeof g.prompt.kind === 'string')) return 'a prompt without a seat';
  if (!Array.isArray(g.legalActions) || !g.legalActions.every((a) => isObject(a) && typeof a.type === 'string')) return 'legal actions that are not actions';
  if (g.draftPool !== null && !strings(g.draftPool)) return 'a draft pool that is not protocol names';
  if (g.result !== null && !(isObject(g.result) && (g.result.winner === null || isSeat(g.result.winner)) && typeof g.result.reason === 'string')) return 'an unreadable result';
  return isObject(g.pending) ? null : 'no pending effects';
}
