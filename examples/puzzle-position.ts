// Start from an explicit position: a puzzle, a tutorial step or a bot's test case.
// Codex ruling on Light 0: flipping Metal 6 makes it delete itself; "that card" is then Metal 6 in the
// trash, worth its printed 6, so Light 0 draws 6.
import { applyAction, fromPosition, legalActions } from 'compile-engine';

let g = fromPosition({
  seed: 'puzzle',
  phase: 'action',
  players: [
    { protocols: ['Light', 'Fire', 'Water'], hand: ['Light 0'] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 6'], [], []] },
  ],
});
g = applyAction(g, { type: 'play', index: 0, line: 0, face: 'up' }).state;
console.log('Light 0 asks which card to flip:', legalActions(g));
g = applyAction(g, { type: 'card', player: 1, line: 0, index: 0 }).state;
const hand = g.players[0]!.hand.length;
console.log(`seat 0 now holds ${hand} cards; Metal 6 is in the trash:`, g.players[1]!.trash.map((c) => g.cards[c]));
if (hand !== 6) throw new Error('expected 6 cards');
