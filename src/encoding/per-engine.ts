/**
 * A value worked out once per engine: the encoding's sizes depend only on the engine's cards, and
 * a bot asks for them at every decision.
 * @module
 */
import type { Engine } from '../api.js';

/** `build(engine)`, remembered for as long as the engine lives. */
export function perEngine<T>(build: (engine: Engine) => T): (engine: Engine) => T {
  const cache = new WeakMap<Engine, T>();
  return (engine) => {
    let value = cache.get(engine);
    if (value === undefined) cache.set(engine, (value = build(engine)));
    return value;
  };
}
