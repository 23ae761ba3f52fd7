/**
 * A zone's list with cards added, in a new list of its own length. V8 grows an array in place
 * (`push`, `unshift`, an inserting `splice`) to 1.5 × the new length + 16 items, and the array keeps
 * that room: in the stacks, hands, trashes and decks of a server's held games it came to about
 * 1 KB a game, a fifth of the game (issue 23).
 *
 * So the rules give a zone a new list whenever cards are added to it: code holding a zone's list
 * reads it again from the state after adding cards to it. (Taking cards out leaves little room:
 * the list is changed in place.)
 * @module
 */

/**
 * `list` with `card` on top (at its end). Lists of up to eight items are written as literals,
 * which V8 allocates inline at their length: a call of `toSpliced`, which allocates exactly too,
 * costs about four times a `push` (330 instructions more, counted with callgrind), and a card is
 * put on a stack or in a hand on almost every action. Longer lists (a trash late in a game) take it.
 */
export function withCardOnTop(list: readonly number[], card: number): number[] {
  switch (list.length) {
    case 0: return [card];
    case 1: return [list[0]!, card];
    case 2: return [list[0]!, list[1]!, card];
    case 3: return [list[0]!, list[1]!, list[2]!, card];
    case 4: return [list[0]!, list[1]!, list[2]!, list[3]!, card];
    case 5: return [list[0]!, list[1]!, list[2]!, list[3]!, list[4]!, card];
    case 6: return [list[0]!, list[1]!, list[2]!, list[3]!, list[4]!, list[5]!, card];
    case 7: return [list[0]!, list[1]!, list[2]!, list[3]!, list[4]!, list[5]!, list[6]!, card];
    default: return list.toSpliced(list.length, 0, card);
  }
}

/**
 * A copy of a list of cards, at its length, that V8 stores as small integers, as every list the
 * rules grow (`withCardOnTop`'s literals): a spread of a frozen list (every state the pure API
 * returns is frozen) is stored as objects, and a reader that meets both kinds is slower on both
 * (mixed, the literals above cost 7 % of the simulation path). Built for a game once (`cloneState`).
 */
export function copyCards(list: readonly number[]): number[] {
  const l = list;
  switch (l.length) {
    case 0: return [];
    case 1: return [l[0]!];
    case 2: return [l[0]!, l[1]!];
    case 3: return [l[0]!, l[1]!, l[2]!];
    case 4: return [l[0]!, l[1]!, l[2]!, l[3]!];
    case 5: return [l[0]!, l[1]!, l[2]!, l[3]!, l[4]!];
    case 6: return [l[0]!, l[1]!, l[2]!, l[3]!, l[4]!, l[5]!];
    case 7: return [l[0]!, l[1]!, l[2]!, l[3]!, l[4]!, l[5]!, l[6]!];
    default: {
      const out: number[] = [];
      for (let i = 0; i < l.length; i++) out.push(l[i]!);
      return out.slice(); // `push` grows the list: a copy at its length
    }
  }
}

/** `list` with `card` inserted at `index` (a card slipping under another, a card put on top of a deck). */
export const withCardAt = (list: readonly number[], index: number, card: number): number[] =>
  index === list.length ? withCardOnTop(list, card) : list.toSpliced(index, 0, card);

/** `list` with `cards` appended, in their order. */
export function withCards(list: readonly number[], cards: readonly number[]): number[] {
  if (list.length + cards.length > 8) return list.toSpliced(list.length, 0, ...cards);
  let out = list as number[];
  for (let i = 0; i < cards.length; i++) out = withCardOnTop(out, cards[i]!);
  return out;
}
