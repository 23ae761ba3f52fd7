/**
 * `npm run demo [seed]`: a complete seeded game between two simple bots (greedy against random),
 * drafted from every official protocol, printed turn by turn as a spectator sees it.
 */
import { applyAction, createGame, describeEvent, eventsFor, viewFor } from '../index.js';
import type { GameState } from '../index.js';
import { greedyBot } from '../bots/greedy.js';
import { randomBot } from '../bots/random.js';

const seed = process.argv[2] ?? 'demo';
const bots = [greedyBot(1), randomBot(2)] as const;

function board(g: GameState): string {
  const v = viewFor(g, 'spectator');
  const side = (p: 0 | 1) =>
    v.players[p].protocols
      .map((proto, line) => {
        const cards = v.players[p].stacks[line]!.map((c) => (c.face === 'up' ? c.card : '▒')).join(' ');
        return `${proto.name}${proto.compiled ? '✓' : ''}=${v.players[p].totals[line]} [${cards}]`;
      })
      .join(' | ');
  return `   seat 0: ${side(0)}\n   seat 1: ${side(1)}\n   hands ${v.players[0].handCount}/${v.players[1].handCount}, decks ${v.players[0].deckCount}/${v.players[1].deckCount}${v.control === null ? '' : `, control: seat ${v.control}`}`;
}

let g = createGame({ seed });
console.log(`Compile — demo game, seed "${seed}": seat 0 ${bots[0].name} bot vs seat 1 ${bots[1].name} bot`);
let actions = 0;
while (!g.result) {
  const player = g.prompt!.player;
  const action = bots[player].choose(g);
  const { state, events } = applyAction(g, action);
  for (const e of eventsFor(events, 'spectator')) {
    if (e.type === 'promptRaised' || e.type === 'phase') continue;
    if (e.type === 'turnStarted') console.log(`\n${board(g)}`);
    console.log(`${e.type === 'turnStarted' ? '' : '  '}${describeEvent(e)}`);
  }
  g = state;
  actions++;
}
console.log(`\n${board(g)}`);
console.log(`\nGame over after ${g.turnNumber} turns and ${actions} decisions: ${g.result.winner === null ? `stopped (${g.result.reason})` : `seat ${g.result.winner} (${bots[g.result.winner].name}) wins`}.`);
