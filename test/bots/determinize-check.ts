/**
 * The determinisation check of one game, over any engine: at every decision in the middle of an
 * effect and every fourth other one, the state drawn from the deciding seat's view and history is a
 * valid game, shows that seat exactly its view again, holds exactly the game's cards, and puts every
 * hidden card in a zone the seat's history leaves possible; and no seat's history rules out where a
 * card really is. Used by the determinize property and the custom-events property.
 */
import { expect } from 'vitest';
import { eventsFor } from '../../src/index.js';
import type { Engine, GameEvent, GameState, PlayerId } from '../../src/index.js';
import { seededRng, InformationSet, whereabouts, zone } from '../../src/bots.js';
import type { Zones } from '../../src/bots.js';

/** The zone each card of `s` is in (cards in transit or out of the game have none). */
function zonesOf(s: GameState): Map<string, Zones> {
  const out = new Map<string, Zones>();
  s.players.forEach((p, i) => {
    const seat = i as PlayerId;
    p.hand.forEach((c) => out.set(s.cards[c]!, zone.hand(seat)));
    p.deck.forEach((c) => out.set(s.cards[c]!, zone.deck(seat)));
    p.trash.forEach((c) => out.set(s.cards[c]!, zone.trash(seat)));
    p.stacks.forEach((st, line) => st.forEach((c) => out.set(s.cards[c]!, zone.field(seat, line))));
  });
  return out;
}

/** Every card of the game with the seat whose protocol it is. */
function owners(engine: Engine, s: GameState): Map<string, PlayerId> {
  const out = new Map<string, PlayerId>();
  s.players.forEach((p, i) => p.protocols.forEach((slot) => engine.protocols.find((d) => d.name === slot.name)!.cards.forEach((c) => out.set(c.id, i as PlayerId))));
  return out;
}

/** Checks one decision: the deciding seat's determinisation, and what both seats' histories say. */
function checkDecision(engine: Engine, real: GameState, history: [GameEvent[], GameEvent[]], sample: number): void {
  const seat = real.prompt!.player;
  const view = engine.viewFor(real, seat);
  const set = new InformationSet(view, history[seat], engine);
  const world = set.sample(seededRng(sample));
  const where = `turn ${real.turnNumber}, seat ${seat} deciding (${real.prompt!.kind}), ${real.frames.length} frames pending`;
  expect(() => engine.validateState(world), where).not.toThrow();
  expect(JSON.parse(JSON.stringify(engine.viewFor(world, seat))), where).toEqual(JSON.parse(JSON.stringify(view)));
  expect([...world.cards].sort(), where).toEqual([...real.cards].sort());
  expect(world.absent.length, where).toBe(real.absent.length);
  expect(set.relaxed, where).toBe(0);
  if (real.phase === 'draft') return;
  const own = owners(engine, real);
  for (const p of [0, 1] as const) {
    const known = whereabouts(own, history[p]);
    // Sound: the seat's history never rules out where a card really is …
    for (const [card, z] of zonesOf(real)) expect(known.of(card) & z, `${where}: seat ${p} rules out ${card}`).not.toBe(0);
    // … and the deciding seat's world puts each card in a zone that history allows.
    if (p === seat) for (const [card, z] of zonesOf(world)) expect(known.of(card) & z, `${where}: ${card} drawn where it cannot be`).not.toBe(0);
  }
}

/** Plays `g` on with the choices, checking decisions; returns how many were checked. `seen` gets each action's events. */
export function playAndCheck(engine: Engine, g: GameState, seed: number, choices: number[], seen?: (events: readonly GameEvent[]) => void): number {
  const history: [GameEvent[], GameEvent[]] = [[], []];
  let n = 0;
  let checked = 0;
  while (!g.result && n < 3000) {
    const legal = engine.legalActions(g);
    // Every decision in the middle of an effect, and every fourth other one.
    if (g.frames.length > 0 || n % 4 === 0) {
      checkDecision(engine, g, history, seed + n);
      checked++;
    }
    const r = engine.applyAction(g, legal[(choices[n % choices.length]! + n) % legal.length]!);
    for (const p of [0, 1] as const) history[p].push(...eventsFor(r.events, p));
    seen?.(r.events);
    g = r.state;
    n++;
  }
  return checked;
}

