/**
 * Views and events tell the same story: every card a seat's view names as its own hidden card (its
 * hand, its face-down cards) was named to it by an event it saw, or was dealt to it when the game
 * began — so a client that keeps only what it was sent can always say where each card it sees came
 * from (issue 17: Assimilation 2's card was named in the view, in no event). Seeded random games
 * through the public API, checked after every action; PROPERTY_RUNS sets how many games (default
 * 100), PROPERTY_SEED and PROPERTY_PATH replay a printed failure.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createGameWithEvents, eventsFor, legalActions, viewFor } from '../../src/index.js';
import type { GameEvent, GameState, PlayerId } from '../../src/index.js';
import { mix, randomGameInputs } from './random-game.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const SEED = Number(process.env.PROPERTY_SEED ?? 20261217);
const PATH = process.env.PROPERTY_PATH;
const MAX_ACTIONS = 5000;
const SEATS = [0, 1] as const;

/** The card names an event gives its seats. */
function namesIn(e: GameEvent): string[] {
  const x = e as { card?: unknown; cards?: unknown };
  if (typeof x.card === 'string') return [x.card];
  return Array.isArray(x.cards) ? (x.cards as string[]) : [];
}

/** The cards `seat`'s view names as its own hidden cards: its hand and its face-down cards. */
function ownHidden(g: GameState, seat: PlayerId): string[] {
  const side = viewFor(g, seat).players[seat];
  return [...(side.hand ?? []), ...side.stacks.flat().flatMap((c) => (c.face === 'down' && c.card ? [c.card] : []))];
}

describe('views and events tell the same story', () => {
  it(`${RUNS} seeded games: every own hidden card a view names was named by an event the seat saw`, () => {
    fc.assert(
      fc.property(...randomGameInputs, (protocols, seed, draft, choices) => {
        const opening = createGameWithEvents(draft ? { seed } : { seed, protocols: [protocols.slice(0, 3), protocols.slice(3)] });
        let g = opening.state;
        const told = SEATS.map(() => new Set<string>());
        const hear = (events: readonly GameEvent[]) => SEATS.forEach((p) => eventsFor(events, p).forEach((e) => namesIn(e).forEach((n) => told[p]!.add(n))));
        // The opening hands are dealt without an event: each seat's view of its first turn is where it learns them.
        const dealt = (s: GameState) => SEATS.forEach((p) => s.players[p]!.hand.forEach((c) => told[p]!.add(s.cards[c]!)));
        hear(opening.events);
        if (g.phase !== 'draft') dealt(g);
        for (let n = 0; !g.result; n++) {
          expect(n).toBeLessThan(MAX_ACTIONS);
          const legal = legalActions(g);
          const step = applyAction(g, legal[mix(choices[n % choices.length]!, n) % legal.length]!);
          if (g.phase === 'draft' && step.state.phase !== 'draft') dealt(step.state);
          g = step.state;
          hear(step.events);
          for (const p of SEATS) for (const card of ownHidden(g, p)) expect(told[p]!.has(card), `seat ${p}'s view names ${card}, which no event told it`).toBe(true);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
    );
  }, RUNS * 3000);
});
