/**
 * Action builders for scenario tests: actions that name cards by name instead of by index. They
 * read only the state, so they work over any engine.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { GameState, Line, PlayerId } from '../state/types.js';
import type { Engine } from '../api.js';
import { fail, readingInput } from '../errors.js';

/**
 * An action, or a function that builds it from the state (to name cards instead of indexes).
 * @category Testing
 */
export type Step = Action | ((s: GameState, engine: Engine) => Action);

function handIndex(s: GameState, player: PlayerId, name: string): number {
  const i = s.players[player]!.hand.findIndex((c) => s.cards[c] === name);
  if (i < 0) fail('INVALID_ARGUMENT', `${name} is not in seat ${player}'s hand (${s.players[player]!.hand.map((c) => s.cards[c]).join(', ')})`);
  return i;
}

/**
 * A step that reads the state it is applied to: what it cannot read there (a value that is no
 * state) is a typed error, as is a card that is not where it names it (`INVALID_ARGUMENT`).
 */
const step = (build: (s: GameState) => Action): Step => (s) => readingInput('INVALID_ARGUMENT', 'a step could not read the state it was applied to', () => build(s));

const actor = (s: GameState): PlayerId => {
  if (!s.prompt) fail('INVALID_ARGUMENT', 'nobody is to act: the game is over');
  return s.prompt.player;
};

/**
 * Play a card from the acting player's hand by name (face-up by default).
 * @category Testing
 */
export const play = (name: string, line: Line, face: 'up' | 'down' = 'up'): Step => step((s) => ({ type: 'play', index: handIndex(s, actor(s), name), line, face }));

/**
 * Select a card on the field by name (wherever it is).
 * @category Testing
 */
export const choose = (name: string): Step => step((s) => {
  for (const player of [0, 1] as const) {
    for (let line = 0; line < 3; line++) {
      const index = s.players[player]!.stacks[line]!.findIndex((c) => s.cards[c] === name);
      if (index >= 0) return { type: 'card', player, line: line as Line, index };
    }
  }
  return fail('INVALID_ARGUMENT', `${name} is not on the field`);
});

/**
 * Select a card in the acting player's hand by name.
 * @category Testing
 */
export const pickHand = (name: string): Step => step((s) => ({ type: 'hand', index: handIndex(s, actor(s), name) }));

/**
 * Select a card in the acting player's trash by name (Time 3).
 * @category Testing
 */
export const pickTrash = (name: string): Step => step((s) => ({ type: 'trash', index: zoneIndex(s, actor(s), 'trash', name) }));

/**
 * Select a card in the acting player's revealed deck by name (Clarity 2).
 * @category Testing
 */
export const pickDeck = (name: string): Step => step((s) => ({ type: 'deck', index: zoneIndex(s, actor(s), 'deck', name) }));

/**
 * Play a card from the acting player's trash by name (Time 0).
 * @category Testing
 */
export const playFromTrash = (name: string, line: Line, face: 'up' | 'down' = 'up'): Step => step((s) =>
  ({ type: 'play', from: 'trash', index: zoneIndex(s, actor(s), 'trash', name), line, face }));

/**
 * Play a card from the acting player's hand onto the opponent's side (Corruption 0).
 * @category Testing
 */
export const playOnOpponentSide = (name: string, line: Line, face: 'up' | 'down' = 'up'): Step => step((s) =>
  ({ type: 'play', index: handIndex(s, actor(s), name), line, face, side: actor(s) === 0 ? 1 : 0 }));

/**
 * State a number (Luck 0).
 * @category Testing
 */
export const stateNumber = (value: number): Action => ({ type: 'number', value });
/**
 * State a protocol (Luck 3).
 * @category Testing
 */
export const stateProtocol = (protocol: string): Action => ({ type: 'protocol', protocol });

function zoneIndex(s: GameState, player: PlayerId, zone: 'trash' | 'deck', name: string): number {
  const i = s.players[player]![zone].findIndex((c) => s.cards[c] === name);
  if (i < 0) fail('INVALID_ARGUMENT', `${name} is not in seat ${player}'s ${zone} (${s.players[player]![zone].map((c) => s.cards[c]).join(', ')})`);
  return i;
}

/**
 * Select a line.
 * @category Testing
 */
export const line = (l: Line): Action => ({ type: 'line', line: l });
/**
 * Pick option `i`.
 * @category Testing
 */
export const option = (i: number): Action => ({ type: 'option', index: i });
/**
 * Pick the option whose label (or trigger name) contains `text`.
 * @category Testing
 */
export const optionNamed = (text: string): Step => step((s) => {
  const p = s.prompt;
  const labels = p?.kind === 'option' ? p.labels : p?.kind === 'order' ? p.triggers.map((t) => `${s.cards[t.card]} (${t.section})`) : [];
  const i = labels.findIndex((l) => l.includes(text));
  if (i < 0) fail('INVALID_ARGUMENT', `no option "${text}" in ${JSON.stringify(labels)}`);
  return { type: 'option', index: i };
});
/**
 * Say yes to a "you may".
 * @category Testing
 */
export const accept: Action = { type: 'accept' };
/**
 * Decline.
 * @category Testing
 */
export const pass: Action = { type: 'pass' };
/**
 * The refresh action.
 * @category Testing
 */
export const refresh: Action = { type: 'refresh' };
/**
 * Rearrange `whose` protocols into `order` (names by line).
 * @category Testing
 */
export const rearrange = (whose: PlayerId, order: string[]): Action => ({ type: 'rearrange', whose, order });
