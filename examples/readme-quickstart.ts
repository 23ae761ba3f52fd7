// The README's quick start, verbatim, so that it is type-checked and run by `npm test`.
import { applyAction, createGame, currentPlayer, viewFor } from 'compile-engine';

let game = createGame({ seed: 42, protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
while (!game.result) {
  const seat = currentPlayer(game)!;          // who decides now — not always whose turn it is
  const view = viewFor(game, seat);           // what that seat may know: no hidden card leaks
  const options = view.legalActions;          // every legal decision, in a documented order
  const choice = options[(game.turnNumber * 7 + options.length) % options.length]!;
  const { state, events } = applyAction(game, choice);   // pure: `game` is untouched
  game = state;
  void events;
}
console.log(game.result);                     // { winner: 0 | 1 | null, reason }
