/**
 * Helpers of the hidden-information audits (`hidden-audit*.test.ts`): a position and every event
 * since it was set up, what each seat may find in its view and events, and two worlds that differ
 * only in what a seat may not know.
 */
import { expect } from 'vitest';
import { eventsFor, fromPositionWithEvents, viewFor } from '../../src/index.js';
import type { GameEvent, GameState, PlayerId, Position } from '../../src/index.js';
import type { Step } from '../../src/testing.js';
import { actWithEvents } from '../../src/testing.js';

export type Seat = PlayerId | 'spectator';
export const SEATS: readonly Seat[] = [0, 1, 'spectator'];
export const ALL: Seat[] = [0, 1, 'spectator'];
export const PLAYERS: Seat[] = [0, 1];
export const NOBODY: Seat[] = [];
export const OTHERS: readonly Seat[] = [1, 'spectator'];

/** A state and every event since the position was set up. */
export interface Moment {
  state: GameState;
  events: GameEvent[];
}

/** A position (seed "test", seat 0 in its Action phase, cards not placed out of the game). */
export function begin(p: Omit<Position, 'seed'>): Moment {
  const r = fromPositionWithEvents({ seed: 'test', phase: 'action', unplaced: 'absent', ...p });
  return { state: r.state, events: [...r.events] };
}

/** Applies steps, keeping every event. */
export function next(m: Moment, ...steps: Step[]): Moment {
  const r = actWithEvents(m.state, ...steps);
  return { state: r.state, events: [...m.events, ...r.events] };
}

export const viewText = (m: Moment, seat: Seat): string => JSON.stringify(viewFor(m.state, seat));
export const eventText = (m: Moment, seat: Seat): string => JSON.stringify(eventsFor(m.events, seat));

/**
 * Who may find a card's name: in their view now, and in the events they saw so far. Every seat
 * not listed must find it in neither. `unchecked`: seats whose view is not checked (over-hiding
 * reported separately: the seat may know the card, the view does not say it).
 */
export interface Who {
  view: Seat[];
  events: Seat[];
  unchecked?: Seat[];
}
export const who = (view: Seat[], events: Seat[] = view): Who => ({ view, events });

/** Each card name is in exactly the views and events `known` lists. */
export function expectKnowledge(m: Moment, known: Record<string, Who>): void {
  for (const [name, w] of Object.entries(known)) {
    for (const seat of SEATS) {
      const v = viewText(m, seat);
      const e = eventText(m, seat);
      if (!w.unchecked?.includes(seat)) {
        if (w.view.includes(seat)) expect(v, `${name} must be in the view of ${seat}`).toContain(name);
        else expect(v, `${name} leaks into the view of ${seat}`).not.toContain(name);
      }
      if (w.events.includes(seat)) expect(e, `${name} must be in the events of ${seat}`).toContain(name);
      else expect(e, `${name} leaks into the events of ${seat}`).not.toContain(name);
    }
  }
}

/** The zones and frames of a state, cards by name. */
export const named = (g: GameState): unknown => ({
  players: g.players.map((p) => [p.hand, p.deck, p.trash, ...p.stacks].map((z) => z.map((c) => g.cards[c]))),
  frames: g.frames.map((f) => (f.k === 'cache' ? f.chosen.map((c) => g.cards[c]) : 'card' in f && typeof f.card === 'number' ? g.cards[f.card] : f.k)),
});

/** `seats` see the same events and the same view in both worlds. */
export function expectSameViews(seats: readonly Seat[], a: Moment, b: Moment, when = ''): void {
  for (const seat of seats) {
    expect(eventsFor(b.events, seat), `${when} events of ${seat}`).toEqual(eventsFor(a.events, seat));
    expect(viewFor(b.state, seat), `${when} view of ${seat}`).toEqual(viewFor(a.state, seat));
  }
}

/**
 * Two worlds whose zones differ (the premise, checked on the full states read by name) only in
 * what `seats` may not know: those seats must see the same events and the same view. (Worlds that
 * differ only in their history — which card was drawn — use {@link expectSameViews}.)
 */
export function expectSameFor(seats: readonly Seat[], a: Moment, b: Moment, when = ''): void {
  expect(JSON.stringify(named(b.state)), `${when} the worlds differ`).not.toEqual(JSON.stringify(named(a.state)));
  expectSameViews(seats, a, b, when);
}

/** Runs two worlds step by step, comparing `seats` after each step (at every prompt along the way). */
export function walkWorlds(seats: readonly Seat[], a: Moment, b: Moment, steps: Step[]): [Moment, Moment] {
  expectSameFor(seats, a, b, 'start:');
  steps.forEach((st, i) => {
    a = next(a, st);
    b = next(b, st);
    expectSameFor(seats, a, b, `after step ${i + 1}:`);
  });
  return [a, b];
}
