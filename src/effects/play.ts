/**
 * Play — from the hand (the player picks card, line and face, within the rules and the text's
 * limits) or from the top of the deck face-down. Playing from the top of an empty deck does
 * nothing: only draws refill a deck (Codex, Life 0 and Water 1). A card played from the top of
 * the deck is not looked at before it lands (Codex, "Public and Private Information").
 * @module
 */
import type { PlayCommand } from '../cards/schema.js';
import type { Ctx, Handler, Step, TextFrame } from '../machine/context.js';
import { emit } from '../machine/context.js';
import { other } from '../machine/board.js';
import { commitToStack } from '../machine/moves.js';
import { ask, askLine } from '../machine/prompts.js';
import { handPlays, mayPlayInto, playHandCard, playRules } from '../machine/plays.js';
import { linesFor } from '../machine/targets.js';
import { chooserOf, textOf } from '../machine/frames.js';

function playerOf(f: TextFrame, cmd: PlayCommand): 0 | 1 {
  return cmd.who === 'opponent' ? other(f.owner) : f.owner;
}

/** Lines the top of the deck may go to: the text's lines, minus those where a face-down play is barred. */
function deckLines(x: Ctx, f: TextFrame, cmd: PlayCommand): number[] {
  const rules = playRules(x, playerOf(f, cmd));
  return linesFor(x, f, cmd.line).filter((l) => mayPlayInto(rules, l, 'down'));
}

function playTop(x: Ctx, f: TextFrame, cmd: PlayCommand, line: number): Step {
  const who = playerOf(f, cmd);
  const card = x.s.players[who]!.deck.shift()!;
  emit(x, { type: 'played', player: who, line: line as 0 | 1 | 2, face: 'down', card: null, from: 'deck' });
  commitToStack(x, card, who, line, false, false, cmd.under ? f.src.card : null);
  f.vars.that = card;
  f.vars.did = true;
  return 'done';
}

function handPlayable(x: Ctx, f: TextFrame, cmd: PlayCommand): boolean {
  return handPlays(x, playerOf(f, cmd), linesFor(x, f, cmd.line), cmd.face === 'down').some((h) => h.opts.length > 0);
}

export const play: Handler<PlayCommand> = {
  check: (c) => (c.from === 'hand' || c.from === 'deckTop' ? null : 'from must be "hand" or "deckTop"'),
  possible: (x, f, cmd) => (cmd.from === 'hand' ? handPlayable(x, f, cmd) : x.s.players[playerOf(f, cmd)]!.deck.length > 0 && deckLines(x, f, cmd).length > 0),
  start(x, f, cmd) {
    const who = playerOf(f, cmd);
    if (cmd.from === 'deckTop') {
      const lines = deckLines(x, f, cmd);
      if (x.s.players[who]!.deck.length === 0 || lines.length === 0) {
        f.vars.did = false;
        return 'done';
      }
      if (lines.length === 1) return playTop(x, f, cmd, lines[0]!);
      return askLine(x, chooserOf(f, cmd), lines, false, textOf(x, f));
    }
    if (!handPlayable(x, f, cmd)) {
      f.vars.did = false;
      return 'done';
    }
    return ask(x, { kind: 'play', player: who, text: textOf(x, f), lines: linesFor(x, f, cmd.line), faceDownOnly: cmd.face === 'down' });
  },
  answer(x, f, cmd, a) {
    if (a.type === 'line') return playTop(x, f, cmd, a.line);
    if (a.type !== 'play') throw new Error('expected a play');
    f.vars.that = playHandCard(x, playerOf(f, cmd), a.index, a.line, a.face);
    f.vars.did = true;
    return 'done';
  },
};
