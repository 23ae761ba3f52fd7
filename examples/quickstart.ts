// The README's quick start: a whole game between two random players, through the pure API.
import { applyAction, createGame, currentPlayer, describeEvent, eventsFor, legalActions, viewFor } from 'compile-engine';

let game = createGame({ seed: 'quickstart', protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
let pick = 0;
while (!game.result) {
  const seat = currentPlayer(game)!;                     // who must decide now (it can be the player whose turn it is not)
  const options = legalActions(game);                    // every legal decision, in a documented order
  const { state, events } = applyAction(game, options[(pick++ * 7) % options.length]!);
  for (const e of eventsFor(events, 'spectator')) if (e.type === 'compiled') console.log(describeEvent(e));
  game = state;                                          // the old state is untouched: keep it for undo or search
  void seat;
}
console.log(`winner: ${game.result.winner === null ? 'none' : `seat ${game.result.winner}`} after ${game.turnNumber} turns`);
console.log('seat 0 sees its hand:', viewFor(game, 0).players[0].hand);
