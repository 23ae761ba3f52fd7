/**
 * Reading a `createGame` config strictly: a plain copy of the caller's object (read once), every
 * setting checked, unknown settings refused (a typo like `protocol` must not silently start a
 * draft game).
 * @module
 */
import type { GameConfig } from '../state/config.js';
import { copyInput } from '../state/copy.js';
import { fieldChecks } from '../state/fields.js';
import { readUseControl } from '../state/use-control.js';

const { bad, shape, list, int, bool, str, oneOf, seed } = fieldChecks('INVALID_CONFIG');

// `control` is `useControl`'s old name (deprecated, read for one release: see `readUseControl`).
const CONFIG_KEYS = ['seed', 'protocols', 'draftPool', 'sets', 'useControl', 'control', 'first', 'maxTurns'];

const names = (v: unknown, at: string): string[] => list(v, at).map((n, i) => str(n, `${at}[${i}]`));

/** Reads a config; throws `INVALID_CONFIG` naming the first problem. */
export function readConfig(raw: unknown): GameConfig {
  const v = copyInput(raw, { depth: 4, nodes: 2000, undefinedIsAbsent: true }, 'INVALID_CONFIG', 'the config');
  const o = shape(v, 'the config', CONFIG_KEYS, ['seed']);
  const config: GameConfig = { seed: seed(o.seed) };
  if (o.protocols !== undefined) {
    const sides = list(o.protocols, 'protocols').map((side, i) => names(side, `protocols[${i}]`));
    if (sides.length !== 2 || sides.some((side) => side.length !== 3)) bad('protocols must be two lists of three protocol names');
    config.protocols = [sides[0]!, sides[1]!];
  }
  if (o.draftPool !== undefined) {
    if (config.protocols) bad('draftPool drafts the protocols, so it cannot come with protocols');
    config.draftPool = names(o.draftPool, 'draftPool');
  }
  if (o.sets !== undefined) {
    config.sets = names(o.sets, 'sets');
    if (config.sets.length === 0) bad('sets must be a non-empty list of set names');
  }
  const useControl = readUseControl(o, { bool, bad });
  if (useControl !== undefined) config.useControl = useControl;
  if (o.first !== undefined) config.first = oneOf(o.first, 'first', [0, 1] as const);
  if (o.maxTurns !== undefined) config.maxTurns = int(o.maxTurns, 'maxTurns', 1);
  return config;
}
