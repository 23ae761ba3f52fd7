/**
 * The JSON Schemas of what crosses the wire (`wireSchema`, src/wire.schema.json) are generated from
 * the types (the committed file is what the generator makes today: after a type change, `npm run
 * schema`), and every value real games produce passes them with Ajv: thousands of actions, views
 * (both seats and the spectator), events and states from seeded random games played to the end or
 * cut short by a resignation or a loss on time, the games' configs and records, and random
 * positions. Values of the wrong shape are refused, so the schemas are not vacuous.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { applyAction, createGameWithEvents, legalActions, recordGame, viewFor } from '../../src/index.js';
import { seededRng } from '../../src/bots.js';
import type { Action, GameConfig, GameEvent, GameState } from '../../src/index.js';
import { wireSchema } from '../../src/schema.js';
// @ts-expect-error: a plain ES module script without types
import { generateWireSchema, schemaText, WIRE_SCHEMA_FILE } from '../../scripts/generate-schema.mjs';
import { randomPosition, start } from '../properties/random-game.js';

const ajv = new Ajv({ allErrors: false, strict: true, strictTuples: false, allowUnionTypes: true });
ajv.addSchema(wireSchema as object, 'wire');
const check = (name: string) => {
  const validate = ajv.getSchema(`wire#/definitions/${name}`);
  if (!validate) throw new Error(`no schema for ${name}`);
  return (value: unknown): string | null => (validate(value) ? null : ajv.errorsText(validate.errors));
};
const valid = {
  action: check('Action'), view: check('PlayerViewState'), event: check('GameEvent'), state: check('GameState'),
  config: check('GameConfig'), record: check('GameRecord'), position: check('Position'),
};
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Seeded random games with what each produced, as the wire would carry it (JSON). */
function games(n: number) {
  const found = { action: [] as unknown[], view: [] as unknown[], event: [] as unknown[], state: [] as unknown[], config: [] as unknown[], record: [] as unknown[] };
  const names = ['Fire', 'Water', 'Death', 'Light', 'Metal', 'Speed', 'Gravity', 'Life', 'Plague', 'Hate', 'Psychic', 'Spirit', 'Love', 'Darkness', 'Apathy'];
  for (let g = 0; g < n; g++) {
    const r = seededRng(1000 + g);
    const draft = g % 3 === 0;
    const picked = [...names].sort(() => r(3) - 1).slice(0, 6);
    const config: GameConfig = draft ? { seed: g } : { seed: g, protocols: [picked.slice(0, 3), picked.slice(3)] };
    let { state, events } = createGameWithEvents(config);
    const all: GameEvent[] = [...events];
    const actions: Action[] = [];
    const cut = g % 4 === 1 ? 20 + r(200) : Infinity;
    for (let i = 0; !state.result; i++) {
      const legal = legalActions(state);
      const action: Action = i >= cut ? { type: g % 8 === 1 ? 'timeout' : 'resign', player: r(2) as 0 | 1 } : legal[r(legal.length)]!;
      actions.push(action);
      ({ state, events } = applyAction(state, action));
      all.push(...events);
      if (i % 4 === 0) found.view.push(...(['spectator', 0, 1] as const).map((s) => json(viewFor(state, s))));
      if (i % 5 === 0) found.state.push(json(state));
    }
    found.view.push(...(['spectator', 0, 1] as const).map((s) => json(viewFor(state, s))));
    found.state.push(json(state as GameState));
    found.action.push(...json(actions));
    found.event.push(...json(all));
    found.config.push(json(config));
    found.record.push(json(recordGame(config, actions, { events: g % 2 === 0, players: ['north', 'south'] })));
  }
  return found;
}

describe('the wire schemas', () => {
  it('are what the generator makes from the types today (after a type change: npm run schema)', () => {
    expect(readFileSync(WIRE_SCHEMA_FILE as string, 'utf8')).toBe((schemaText as (s: unknown) => string)((generateWireSchema as () => unknown)()));
  }, 60_000);

  it('accept every value of real games: thousands of actions, views, events and states; configs, records and positions', () => {
    const found = { ...games(36), position: Array.from({ length: 300 }, (_, i) => json(randomPosition(i + 1))) };
    for (const [kind, values] of Object.entries(found) as [keyof typeof valid, unknown[]][]) {
      for (const v of values) expect(valid[kind](v), `${kind}: ${JSON.stringify(v).slice(0, 200)}`).toBeNull();
    }
    expect(found.action.length).toBeGreaterThan(2000);
    expect(found.view.length).toBeGreaterThan(2000);
    expect(found.event.length).toBeGreaterThan(5000);
    expect(found.state.length).toBeGreaterThan(500);
    expect(found.record.length).toBe(36);
  }, 120_000);

  it('refuse values of the wrong shape', () => {
    const state = start(['Fire', 'Water', 'Death', 'Light', 'Metal', 'Speed'], 3, false);
    const view = json(viewFor(state, 0));
    expect(valid.action({ type: 'play', index: 0, line: 0, face: 'sideways' })).not.toBeNull();
    expect(valid.action({ type: 'resign', player: 0, reason: 'tired' })).not.toBeNull();
    expect(valid.action({ type: 'teleport' })).not.toBeNull();
    expect(valid.view({ ...view, seat: 2 })).not.toBeNull();
    expect(valid.view({ ...view, secret: 'the deck order' })).not.toBeNull();
    expect(valid.state({ ...json(state), result: { winner: 0, reason: 'forfeit' } })).not.toBeNull();
    expect(valid.config({ seed: 1, colour: 'red' })).not.toBeNull();
    expect(valid.event({ type: 'gameOver' })).not.toBeNull();
    expect(valid.record({ format: 'compile-engine/record@1', engineVersion: '0', config: { seed: 1 } })).not.toBeNull();
    expect(valid.position({ seed: 1, players: 'two' })).not.toBeNull();
  });
});
