/**
 * Play — from the hand (the player picks card, line and face, within the rules and the text's
 * limits), the trash (Time 0), a card this text revealed ("You may play it", Luck 0; Time 3), or
 * the top of a deck, face-down and unseen (Codex, "Public and Private Information"). Playing from
 * the top of an empty deck does nothing: only draws refill a deck (Codex, Life 0 and Water 1).
 * Every play obeys the continuous effects on plays (Plague 0, Metal 2, Psychic 1 …).
 * @module
 */
import type { PlayCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import type { PlayOption, PlayerId } from '../state/types.js';
import { locate, other } from '../machine/board.js';
import { commitPlay, mayPlay, playOptions, playRules } from '../machine/plays.js';
import { ask, askLine } from '../machine/prompts.js';
import { linesFor, whoOf } from '../machine/targets.js';
import { chooserOf, textOf } from '../machine/frames.js';
import { checkFilter, checkLineChoice } from '../cards/check.js';

const playerOf = (f: TextFrame, cmd: PlayCommand): PlayerId => whoOf(f, cmd.who);
const sideOf = (f: TextFrame, cmd: PlayCommand): PlayerId | null => (cmd.side === undefined ? null : cmd.side === 'opponent' ? other(playerOf(f, cmd)) : playerOf(f, cmd));
const deckOf = (f: TextFrame, cmd: PlayCommand): PlayerId => (cmd.deck === 'opponent' ? other(playerOf(f, cmd)) : playerOf(f, cmd));

/** The cards the text lets the player choose from. */
function sourceCards(x: Ctx, f: TextFrame, cmd: PlayCommand): number[] {
  const me = x.s.players[playerOf(f, cmd)]!;
  switch (cmd.from) {
    case 'hand': return me.hand;
    case 'trash': return me.trash;
    case 'that': {
      // "it": the card this text revealed, still where it was revealed.
      const that = f.vars.that;
      if (that === null) return [];
      const loc = locate(x, that);
      return (loc.zone === 'hand' || loc.zone === 'trash') && loc.player === playerOf(f, cmd) ? [that] : [];
    }
    default: return [];
  }
}

/** Every legal (card, line, face, side) the text allows now. */
function options(x: Ctx, f: TextFrame, cmd: PlayCommand): PlayOption[] {
  return playOptions(x, playerOf(f, cmd), sourceCards(x, f, cmd), {
    lines: linesFor(x, f, cmd.line), faceDownOnly: cmd.face === 'down', side: sideOf(f, cmd), filter: cmd.filter ?? null, sub: f,
  });
}

/** Lines the top of the deck may go to: the text's lines, where a face-down play is allowed. */
function deckLines(x: Ctx, f: TextFrame, cmd: PlayCommand): number[] {
  const player = playerOf(f, cmd);
  const deck = x.s.players[deckOf(f, cmd)]!.deck;
  if (deck.length === 0) return [];
  const rules = playRules(x, player);
  const side = sideOf(f, cmd) ?? player;
  return linesFor(x, f, cmd.line).filter((l) => mayPlay(x, rules, deck[0]!, l, false, side, true));
}

function playTop(x: Ctx, f: TextFrame, cmd: PlayCommand, line: number): Step {
  const player = playerOf(f, cmd);
  const owner = deckOf(f, cmd);
  const card = x.s.players[owner]!.deck.shift()!;
  commitPlay(x, player, card, line, false, sideOf(f, cmd) ?? player, 'deck', cmd.under ? f.host : null, owner);
  f.vars.that = card;
  f.vars.did = true;
  return 'done';
}

function playChosen(x: Ctx, f: TextFrame, cmd: PlayCommand, o: PlayOption): Step {
  const player = playerOf(f, cmd);
  const zone = cmd.from === 'hand' || cmd.from === 'that' && locate(x, o.card).zone === 'hand' ? 'hand' : 'trash';
  const list = x.s.players[player]![zone];
  list.splice(list.indexOf(o.card), 1);
  commitPlay(x, player, o.card, o.line, o.up, o.side, zone);
  f.vars.that = o.card;
  f.vars.did = true;
  return 'done';
}

export const play: Handler<PlayCommand> = {
  check: (c) => {
    if (!['hand', 'deckTop', 'trash', 'that'].includes(c.from)) return 'from must be hand, deckTop, trash or that';
    if (c.deck !== undefined && c.from !== 'deckTop') return 'deck is only for from: deckTop';
    if (c.under && c.from !== 'deckTop') return 'under is only for from: deckTop';
    if (c.from === 'deckTop' && c.face !== 'down') return 'a card from the top of a deck is played face-down';
    return checkLineChoice(c.line) ?? (c.filter === undefined ? null : checkFilter(c.filter));
  },
  possible: (x, f, cmd) => (cmd.from === 'deckTop' ? deckLines(x, f, cmd).length > 0 : options(x, f, cmd).length > 0),
  start(x, f, cmd) {
    if (cmd.from === 'deckTop') {
      const lines = deckLines(x, f, cmd);
      if (lines.length === 0) {
        f.vars.did = false;
        return 'done';
      }
      if (lines.length === 1) return playTop(x, f, cmd, lines[0]!);
      return askLine(x, chooserOf(f, cmd), lines, false, textOf(x, f));
    }
    const opts = options(x, f, cmd);
    if (opts.length === 0) {
      f.vars.did = false;
      return 'done';
    }
    const from = cmd.from === 'trash' || (cmd.from === 'that' && locate(x, opts[0]!.card).zone === 'trash') ? 'trash' : 'hand';
    // A play with a single way to do it (one card, one line, one face) is forced, from a hand or a
    // trash as for "that card" (Codex, "Card Text"; rulings, "A forced choice with one option"). A
    // "you may" was asked already, once (the machine asks it, as `possible` says it can act).
    if (opts.length === 1) return playChosen(x, f, cmd, opts[0]!);
    return ask(x, { kind: 'play', player: playerOf(f, cmd), text: textOf(x, f), from, options: opts, optional: false });
  },
  answer(x, f, cmd, a) {
    if (a.type === 'line') return playTop(x, f, cmd, a.line);
    if (a.type !== 'play') throw new Error('expected a play');
    const me = x.s.players[playerOf(f, cmd)]!;
    const card = (a.from === 'trash' ? me.trash : me.hand)[a.index]!;
    return playChosen(x, f, cmd, { card, line: a.line, up: a.face === 'up', side: a.side ?? playerOf(f, cmd) });
  },
};
