/**
 * boardgame.io names players by string ids ("0", "1"), a spectator by `null`; the engine by
 * seats 0 and 1. The decision the engine waits for is mapped onto boardgame.io's stages.
 * @module
 */
import type { GameState, PlayerId } from '../../state/types.js';

/**
 * The seat of a boardgame.io player id: `"0"` → 0, `"1"` → 1; anything else (a spectator's
 * `null`, an unknown id) → `'spectator'`.
 * @category boardgame.io
 */
export function seatOfPlayer(playerID: string | null | undefined): PlayerId | 'spectator' {
  return playerID === '0' ? 0 : playerID === '1' ? 1 : 'spectator';
}

/**
 * The boardgame.io player id of a seat: 0 → `"0"`, 1 → `"1"`.
 * @category boardgame.io
 */
export const playerOfSeat = (seat: PlayerId): '0' | '1' => (seat === 0 ? '0' : '1');

/**
 * boardgame.io's `activePlayers` for a state: the seat the engine waits for in stage `decide`
 * (it may be the player whose turn it is not: an off-turn decision), the other seat in stage
 * `wait`, where it can only resign; nobody once the game is over.
 * @category boardgame.io
 */
export function activePlayersFor(state: GameState): Record<string, 'decide' | 'wait'> | null {
  const p = state.prompt;
  if (state.result || !p) return null;
  return { [playerOfSeat(p.player)]: 'decide', [playerOfSeat(p.player === 0 ? 1 : 0)]: 'wait' };
}
