/**
 * A moment of a game as a {@link Position} (the table `fromPosition` starts from): every card
 * where it is, faces, compiled protocols, control, the turn. Only between effects — at the start
 * of an action, nothing resolving — since a position cannot describe an effect half done.
 */
import type { GameState, PlayerPosition, Position } from 'compile-engine';

/** Why no position can be saved now, or `null` when one can. */
export function positionRefusal(s: GameState): string | null {
  if (s.result) return 'the game is over';
  if (s.phase !== 'action' || s.frames.length > 0 || s.prompt?.kind !== 'action') return 'a position can be saved only at the start of an action, with no effect resolving';
  return null;
}

export function positionOf(s: GameState, seed: string | number): Position {
  const why = positionRefusal(s);
  if (why) throw new Error(why);
  const name = (c: number) => s.cards[c]!;
  const players = s.players.map((p): PlayerPosition => ({
    protocols: p.protocols.map((x) => ({ name: x.name, compiled: x.compiled })),
    stacks: p.stacks.map((st) => st.map((c) => ({ card: name(c), face: s.up[c] ? ('up' as const) : ('down' as const) }))),
    hand: p.hand.map(name),
    deck: p.deck.map(name),
    trash: p.trash.map(name),
  })) as [PlayerPosition, PlayerPosition];
  return {
    // A new seed from the old one and the turn: the position's own shuffles from here on.
    seed: `${seed}/turn ${s.turnNumber}`,
    players,
    turn: s.turn,
    phase: 'action',
    turnNumber: s.turnNumber,
    compiledThisTurn: s.compiledThisTurn,
    noCompile: s.noCompile.map((b) => ({ player: b.player, card: name(b.card), turn: b.turn })),
    controlHolder: s.control,
    control: s.useControl,
    maxTurns: s.maxTurns,
    // Every card of the protocols is listed above but those out of the game.
    unplaced: 'absent',
  };
}
