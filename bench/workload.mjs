/**
 * What the bench plays, shared by the measuring process (`playouts.mjs`) and its fresh child
 * processes (`first-second.mjs`), so that both play exactly the same games.
 *
 * A workload is a set list and whether the game starts with the 1-2-2-1 draft. Game `g` of a
 * workload always has the engine seed `g` and the bench's own action seed `g + 12345`; the
 * protocols of an undrafted game are drawn by the bench's generator from the sets' protocols.
 * The random policy picks uniformly among the legal actions, draft picks included.
 */

/** A tiny deterministic PRNG for the bench's choices (the engine's own randomness is in the state). */
export function lcg(seed) {
  let s = seed >>> 0 || 1;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

/** The sets the engine knows, in the order its protocols list them. */
export const setsOf = (engine) => [...new Set(engine.protocols.map((p) => p.set))];

/**
 * Main 1 + Aux 1, with and without the draft; with `allSets`, also every set the engine has (when
 * that is more than Main 1 + Aux 1). Each workload has a `label` (its set list) besides its name.
 */
export function workloads(engine, allSets) {
  const known = setsOf(engine);
  const lists = [{ label: 'Main 1 + Aux 1', sets: ['Main 1', 'Aux 1'].filter((s) => known.includes(s)) }];
  if (allSets && known.length > lists[0].sets.length) lists.push({ label: 'all sets', sets: known });
  return lists.flatMap(({ label, sets }) => [true, false].map((draft) => ({ name: `${label}, ${draft ? 'draft' : 'no draft'}`, label, sets, draft })));
}

/** Whether an engine has every set a workload plays (an older build may lack the newer sets). */
export const canPlay = (engine, workload) => workload.sets.every((set) => setsOf(engine).includes(set));

/** The config of game `g` of a workload. */
export function gameConfig(engine, workload, g) {
  if (workload.draft) return { seed: g, sets: workload.sets };
  const r = lcg(g * 7919 + 1);
  const pool = engine.protocols.filter((p) => workload.sets.includes(p.set)).map((p) => p.name);
  const pick = [];
  for (let i = 0; i < 6; i++) pick.push(pool.splice(r(pool.length), 1)[0]);
  return { seed: g, protocols: [pick.slice(0, 3), pick.slice(3)] };
}

const NO_EVENTS = Object.freeze({ events: false }); // frozen: the engine reads it once

/**
 * The ways of playing game `g` to its end, each returning the number of actions: the simulation
 * path (`cloneState` once, then `applyInPlace`), the same without events (`quiet`, for builds that
 * have the `events` option) and the pure path (`applyAction`). All include creating the game. `timer`, if given, receives the nanoseconds of every
 * `legalActions` and `applyAction` call of the pure path.
 */
export function playouts(api, workload) {
  const engine = api.defaultEngine();
  return {
    simulation(g) {
      const s = api.cloneState(engine.createGame(gameConfig(engine, workload, g)));
      const r = lcg(g + 12345);
      let n = 0;
      while (!s.result) {
        const acts = engine.legalActions(s);
        engine.applyInPlace(s, acts[r(acts.length)]);
        n++;
      }
      return n;
    },
    /** The simulation path asked for no events (`events: false`), as search playouts are. */
    quiet(g) {
      const s = api.cloneState(engine.createGame(gameConfig(engine, workload, g)));
      const r = lcg(g + 12345);
      let n = 0;
      while (!s.result) {
        const acts = engine.legalActions(s);
        engine.applyInPlace(s, acts[r(acts.length)], NO_EVENTS);
        n++;
      }
      return n;
    },
    pure(g, timer) {
      let s = engine.createGame(gameConfig(engine, workload, g));
      const r = lcg(g + 12345);
      let n = 0;
      while (!s.result) {
        if (timer) {
          const t0 = process.hrtime.bigint();
          const acts = engine.legalActions(s);
          const t1 = process.hrtime.bigint();
          s = engine.applyAction(s, acts[r(acts.length)]).state;
          timer.legal.push(Number(t1 - t0));
          timer.apply.push(Number(process.hrtime.bigint() - t1));
        } else {
          const acts = engine.legalActions(s);
          s = engine.applyAction(s, acts[r(acts.length)]).state;
        }
        n++;
      }
      return n;
    },
  };
}

/**
 * A game server's work on one path: `n` games held at once and advanced round-robin, one action
 * each per round. Slot `i` starts with game `i`; a slot whose game ends starts the next game
 * number (creating it is part of the round). Every game makes the choices it makes in `playouts`
 * (its own generator, seeded `g + 12345`), so a game plays the same actions on either path however
 * many games are held. With `views`, each action is followed by what a server sends: `viewFor`
 * both seats and `eventsFor` both seats of the action's events.
 */
export function server(api, workload, path, n) {
  const engine = api.defaultEngine();
  let next = 0;
  const start = () => {
    const g = next++;
    const created = engine.createGame(gameConfig(engine, workload, g));
    return { s: path === 'simulation' ? api.cloneState(created) : created, r: lcg(g + 12345) };
  };
  const act = path === 'simulation'
    ? (slot) => {
      const acts = engine.legalActions(slot.s);
      return engine.applyInPlace(slot.s, acts[slot.r(acts.length)]);
    }
    : (slot) => {
      const acts = engine.legalActions(slot.s);
      const step = engine.applyAction(slot.s, acts[slot.r(acts.length)]);
      slot.s = step.state;
      return step.events;
    };
  let slots = Array.from({ length: n }, start);
  return {
    n,
    /** One action for each game held, in slot order; returns the number of actions. */
    round(views) {
      for (let i = 0; i < n; i++) {
        const slot = slots[i];
        const events = act(slot);
        if (views) {
          engine.viewFor(slot.s, 0);
          engine.viewFor(slot.s, 1);
          api.eventsFor(events, 0);
          api.eventsFor(events, 1);
        }
        if (slot.s.result) slots[i] = start();
      }
      return n;
    },
    /** Lets go of every game held (for measuring the heap they took): the server is then done. */
    release() {
      slots = [];
    },
  };
}
