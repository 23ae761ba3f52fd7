// A bot author's loop: flat Monte Carlo on the simulation path. Each candidate action is tried in
// random playouts on private copies (cloneState once per playout, then applyInPlace).
import { cloneState, createGame, defaultEngine, legalActions, botRandom } from 'compile-engine';
import type { Action, GameState, PlayerId } from 'compile-engine';

const engine = defaultEngine();
const r = botRandom(42);

function playout(from: GameState, first: Action): PlayerId | null {
  const s = cloneState(from);
  engine.applyInPlace(s, first);
  while (!s.result) {
    const options = engine.legalActions(s);
    engine.applyInPlace(s, options[r(options.length)]!);
  }
  return s.result.winner;
}

const game = createGame({ seed: 'search', protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
const me = game.prompt!.player;
const t0 = performance.now();
const scored = legalActions(game).map((a) => {
  let wins = 0;
  for (let i = 0; i < 20; i++) if (playout(game, a) === me) wins++;
  return { a, wins };
});
scored.sort((x, y) => y.wins - x.wins);
console.log(`${scored.length} candidate actions × 20 playouts in ${Math.round(performance.now() - t0)} ms; best:`, scored[0]);
