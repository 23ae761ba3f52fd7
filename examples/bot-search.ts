// A bot author's loop, played fair: flat Monte Carlo over determinisations. The bot sees only its
// seat's view and the events it saw; each playout starts from a full state *drawn* from that
// knowledge (`InformationSet.sample`: the opponent's hand and the decks dealt from the cards that
// could be there), never from the real game. Playouts run on the simulation path: `cloneState`
// once per playout, then `applyInPlace` with `events: false` (a playout reads only the result).
import { cloneState, createGameWithEvents, defaultEngine } from 'compile-engine';
import type { Action, GameState, PlayerId } from 'compile-engine';
import { seededRng, InformationSet, playGame, randomBot } from 'compile-engine/bots';
import type { Bot, Decision } from 'compile-engine/bots';

const engine = defaultEngine();

/** Frozen, so that the engine reads it once rather than on every move. */
const NO_EVENTS = Object.freeze({ events: false });

/** Plays `world` out at random after `first`; returns the winner. */
function playout(world: GameState, first: Action, r: (n: number) => number): PlayerId | null {
  const s = cloneState(world);
  engine.applyInPlace(s, first, NO_EVENTS);
  while (!s.result) {
    const options = engine.legalActions(s);
    engine.applyInPlace(s, options[r(options.length)]!, NO_EVENTS);
  }
  return s.result.winner;
}

/** Tries each legal action in `playouts` random games, each in a fresh determinisation. */
function flatMonteCarlo(seed: number, playouts: number): Bot {
  const r = seededRng(seed);
  return {
    name: 'flat Monte Carlo',
    choose({ seat, view, legal, history }: Decision) {
      if (legal.length === 1) return legal[0]!;
      const worlds = new InformationSet(view, history, engine);
      const wins = legal.map((a) => {
        let n = 0;
        for (let i = 0; i < playouts; i++) if (playout(worlds.sample(r), a, r) === seat) n++;
        return n;
      });
      return legal[wins.indexOf(Math.max(...wins))]!;
    },
  };
}

const t0 = performance.now();
const start = createGameWithEvents({ seed: 'search', protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] });
const game = playGame(engine, start, [flatMonteCarlo(42, 3), randomBot(7)]);
console.log(`flat Monte Carlo (seat 0) vs random (seat 1): ${game.final.result!.winner === 0 ? 'seat 0 wins' : game.final.result!.winner === 1 ? 'seat 1 wins' : 'no winner'}`
  + ` after ${game.actions.length} decisions in ${Math.round(performance.now() - t0)} ms; seat 0 saw ${game.history[0].length} events, never the full state`);
