/**
 * Helpers for writing scenario tests the way the project's own tests read: describe a position,
 * act by card names, assert on names. Designers of new protocols use the same helpers.
 *
 * ```ts
 * let g = position({ players: [{ protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] },
 *                              { protocols: ['Metal', 'Death', 'Life'], stacks: [[], [], ['Metal 6']] }] });
 * g = act(g, play('Light 0', 0), choose('Metal 6'));
 * expect(hand(g, 0)).toHaveLength(6);
 * ```
 * @module
 */
import type { Action } from './state/actions.js';
import type { GameEvent } from './state/events.js';
import type { GameState, Line, Phase, PlayerId } from './state/types.js';
import type { Position } from './state/position.js';
import { type Engine, defaultEngine } from './api.js';

/** A position with test defaults: seed `"test"`, seat 0 to act at the start of its Action phase. */
export type TestPosition = Omit<Position, 'seed'> & { seed?: string | number };

/** Builds a game from a position (defaults: seed "test", phase "action", turn 0). */
export function position(p: TestPosition, engine: Engine = defaultEngine()): GameState {
  return engine.fromPosition({ seed: 'test', phase: 'action', ...p });
}

/** An action, or a function that builds it from the state (to name cards instead of indexes). */
export type Step = Action | ((s: GameState, engine: Engine) => Action);

/** Applies steps in order through the public API; a refused step fails with the legal options listed. */
export function act(s: GameState, ...steps: Step[]): GameState {
  return actWithEvents(s, ...steps).state;
}

/** Like {@link act}, also returning every event. */
export function actWithEvents(s: GameState, ...steps: Step[]): { state: GameState; events: GameEvent[] } {
  const engine = defaultEngine();
  const events: GameEvent[] = [];
  for (const step of steps) {
    const a = typeof step === 'function' ? step(s, engine) : step;
    try {
      const r = engine.applyAction(s, a);
      s = r.state;
      events.push(...r.events);
    } catch (e) {
      const legal = s.prompt ? engine.legalActions(s).map((x) => JSON.stringify(x)).join('\n  ') : '(none)';
      throw new Error(`${(e as Error).message}\nprompt: ${JSON.stringify(s.prompt && { ...s.prompt, player: s.prompt.player })}\nlegal:\n  ${legal}`);
    }
  }
  return { state: s, events };
}

function handIndex(s: GameState, player: PlayerId, name: string): number {
  const i = s.players[player]!.hand.findIndex((c) => s.cards[c] === name);
  if (i < 0) throw new Error(`${name} is not in seat ${player}'s hand (${s.players[player]!.hand.map((c) => s.cards[c]).join(', ')})`);
  return i;
}

const actor = (s: GameState): PlayerId => {
  if (!s.prompt) throw new Error('nobody is to act: the game is over');
  return s.prompt.player;
};

/** Play a card from the acting player's hand by name (face-up by default). */
export const play = (name: string, line: Line, face: 'up' | 'down' = 'up'): Step => (s) => ({ type: 'play', index: handIndex(s, actor(s), name), line, face });

/** Select a card on the field by name (wherever it is). */
export const choose = (name: string): Step => (s) => {
  for (const player of [0, 1] as const) {
    for (let line = 0; line < 3; line++) {
      const index = s.players[player]!.stacks[line]!.findIndex((c) => s.cards[c] === name);
      if (index >= 0) return { type: 'card', player, line: line as Line, index };
    }
  }
  throw new Error(`${name} is not on the field`);
};

/** Select a card in the acting player's hand by name. */
export const pickHand = (name: string): Step => (s) => ({ type: 'hand', index: handIndex(s, actor(s), name) });

/** Select a card in the acting player's trash by name (Time 3). */
export const pickTrash = (name: string): Step => (s) => ({ type: 'trash', index: zoneIndex(s, actor(s), 'trash', name) });

/** Select a card in the acting player's revealed deck by name (Clarity 2). */
export const pickDeck = (name: string): Step => (s) => ({ type: 'deck', index: zoneIndex(s, actor(s), 'deck', name) });

/** Play a card from the acting player's trash by name (Time 0). */
export const playFromTrash = (name: string, line: Line, face: 'up' | 'down' = 'up'): Step => (s) =>
  ({ type: 'play', from: 'trash', index: zoneIndex(s, actor(s), 'trash', name), line, face });

/** Play a card from the acting player's hand onto the opponent's side (Corruption 0). */
export const playOnOpponentSide = (name: string, line: Line, face: 'up' | 'down' = 'up'): Step => (s) =>
  ({ type: 'play', index: handIndex(s, actor(s), name), line, face, side: actor(s) === 0 ? 1 : 0 });

/** State a number (Luck 0). */
export const stateNumber = (value: number): Action => ({ type: 'number', value });
/** State a protocol (Luck 3). */
export const stateProtocol = (protocol: string): Action => ({ type: 'protocol', protocol });

function zoneIndex(s: GameState, player: PlayerId, zone: 'trash' | 'deck', name: string): number {
  const i = s.players[player]![zone].findIndex((c) => s.cards[c] === name);
  if (i < 0) throw new Error(`${name} is not in seat ${player}'s ${zone} (${s.players[player]![zone].map((c) => s.cards[c]).join(', ')})`);
  return i;
}

/** Select a line. */
export const line = (l: Line): Action => ({ type: 'line', line: l });
/** Pick option `i`. */
export const option = (i: number): Action => ({ type: 'option', index: i });
/** Pick the option whose label (or trigger name) contains `text`. */
export const optionNamed = (text: string): Step => (s) => {
  const p = s.prompt;
  const labels = p?.kind === 'option' ? p.labels : p?.kind === 'order' ? p.triggers.map((t) => `${s.cards[t.card]} (${t.section})`) : [];
  const i = labels.findIndex((l) => l.includes(text));
  if (i < 0) throw new Error(`no option "${text}" in ${JSON.stringify(labels)}`);
  return { type: 'option', index: i };
};
/** Say yes to a "you may". */
export const accept: Action = { type: 'accept' };
/** Decline. */
export const pass: Action = { type: 'pass' };
/** The refresh action. */
export const refresh: Action = { type: 'refresh' };
/** Rearrange `whose` protocols into `order` (names by line). */
export const rearrange = (whose: PlayerId, order: string[]): Action => ({ type: 'rearrange', whose, order });

/** A stack's cards by name, bottom → top, face-down ones suffixed " down". */
export function stack(s: GameState, player: PlayerId, l: number): string[] {
  return s.players[player]!.stacks[l]!.map((c) => (s.up[c] ? s.cards[c]! : `${s.cards[c]} down`));
}
/** A hand's cards by name. */
export const hand = (s: GameState, player: PlayerId): string[] => s.players[player]!.hand.map((c) => s.cards[c]!);
/** A trash's cards by name, oldest first. */
export const trash = (s: GameState, player: PlayerId): string[] => s.players[player]!.trash.map((c) => s.cards[c]!);
/** A deck's cards by name, top first. */
export const deck = (s: GameState, player: PlayerId): string[] => s.players[player]!.deck.map((c) => s.cards[c]!);
/** Who must decide what now, or `null` when the game is over. */
export const awaiting = (s: GameState): { player: PlayerId; kind: string } | null => (s.prompt ? { player: s.prompt.player, kind: s.prompt.kind } : null);
/** The current phase and whose turn it is. */
export const phase = (s: GameState): { turn: PlayerId; phase: Phase; turnNumber: number } => ({ turn: s.turn, phase: s.phase, turnNumber: s.turnNumber });
