/**
 * Reveal — show both players something hidden, then put it back as it was (Codex FAQ, "reveal"):
 * a hand, one card from a hand, one face-down field card, the top card of a deck (Clarity 1), a
 * whole deck (Clarity 2), or a card from a trash (Time 3). Revealing changes nothing on the table;
 * the event carries the revealed faces publicly. A single revealed card becomes "that card".
 * @module
 */
import type { RevealCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import type { Line, PlayerId } from '../state/types.js';
import { emit } from '../machine/context.js';
import { fieldLoc } from '../machine/board.js';
import { ask, askHand, handCardOf } from '../machine/prompts.js';
import { textOf } from '../machine/frames.js';
import { whoOf } from '../machine/targets.js';
import { checkFilter } from '../cards/check.js';
import { checkTarget, pickCard, pickedCard } from './shared.js';

type What = RevealCommand['what'];

function show(x: Ctx, f: TextFrame, who: 0 | 1, cards: number[], what: What, that: number | null): Step {
  // Nothing to show is no reveal, except a hand, which is shown even empty.
  if (cards.length > 0 || what === 'hand') emit(x, { type: 'revealed', player: who, cards: cards.map((c) => x.s.cards[c]!), what, ...placeOf(x, what, that) });
  f.vars.did = cards.length > 0;
  if (that !== null) f.vars.that = that;
  return 'done';
}

/** Where a revealed field card lies (Light 2 may reveal either player's card): its side and line. */
function placeOf(x: Ctx, what: What, card: number | null): { side?: PlayerId; line?: Line } {
  const at = what === 'fieldCard' && card !== null ? fieldLoc(x, card) : null;
  return at ? { side: at.player, line: at.line as Line } : {};
}

/** The hand cards a `handCard` reveal may show: all, or only those this text drew with a given printed value (Luck 0). */
function handChoices(x: Ctx, f: TextFrame, cmd: RevealCommand): number[] {
  let cards = x.s.players[whoOf(f, cmd.who)]!.hand;
  if (cmd.drawn) cards = cards.filter((c) => f.vars.drawn.includes(c));
  if (cmd.value !== undefined) {
    const v = cmd.value === 'stated' ? f.vars.stated : cmd.value;
    cards = cards.filter((c) => x.m[c]!.def.value === v);
  }
  return cards;
}

const WHATS: readonly What[] = ['hand', 'handCard', 'fieldCard', 'deckTop', 'deck', 'trashCard'];

export const reveal: Handler<RevealCommand> = {
  check: (c) => {
    if (!WHATS.includes(c.what)) return `what must be one of ${WHATS.join(', ')}`;
    if (c.what === 'fieldCard') return checkTarget(c.filter ?? {});
    if (c.filter !== undefined) return checkFilter(c.filter);
    if (c.value !== undefined && c.value !== 'stated' && !Number.isInteger(c.value)) return 'value must be a whole number or "stated"';
    return null;
  },
  possible(x, f, cmd) {
    const ps = x.s.players[whoOf(f, cmd.who)]!;
    switch (cmd.what) {
      case 'handCard': return handChoices(x, f, cmd).length > 0;
      case 'trashCard': return ps.trash.length > 0;
      case 'deckTop': case 'deck': return ps.deck.length > 0;
      default: return true;
    }
  },
  start(x, f, cmd) {
    const who = whoOf(f, cmd.who);
    const ps = x.s.players[who]!;
    switch (cmd.what) {
      case 'hand': return show(x, f, who, ps.hand, 'hand', null);
      // "Effects that … reveal the top card of the deck do nothing if there are no cards in the deck" (Codex FAQ).
      case 'deckTop': return show(x, f, who, ps.deck.slice(0, 1), 'deckTop', ps.deck[0] ?? null);
      case 'deck': return show(x, f, who, ps.deck, 'deck', null);
      case 'handCard': {
        const cards = handChoices(x, f, cmd);
        if (cards.length === 0) return show(x, f, who, [], 'handCard', null);
        if (cards.length === 1) return show(x, f, who, cards, 'handCard', cards[0]!);
        return askHand(x, who, [...cards], !!cmd.may, textOf(x, f));
      }
      case 'trashCard': {
        if (ps.trash.length === 0) return show(x, f, who, [], 'trashCard', null);
        if (ps.trash.length === 1) return show(x, f, who, ps.trash, 'trashCard', ps.trash[0]!);
        return ask(x, { kind: 'trash', player: who, cards: [...ps.trash], optional: !!cmd.may, text: textOf(x, f) });
      }
      case 'fieldCard':
        return pickCard(x, f, { ...cmd, target: cmd.filter ?? {} }, (card) => show(x, f, f.owner, [card], 'fieldCard', card));
    }
  },
  answer(x, f, cmd, a) {
    const who = whoOf(f, cmd.who);
    if (a.type === 'pass') return 'done';
    if (cmd.what === 'handCard') {
      const card = handCardOf(x, who, a);
      return show(x, f, who, [card], 'handCard', card);
    }
    if (cmd.what === 'trashCard') {
      if (a.type !== 'trash') throw new Error('expected a trash card');
      const card = x.s.players[who]!.trash[a.index]!;
      return show(x, f, who, [card], 'trashCard', card);
    }
    return pickedCard(x, f, a, (card) => show(x, f, f.owner, [card], 'fieldCard', card));
  },
};
