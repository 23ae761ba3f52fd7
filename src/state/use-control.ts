/**
 * The `useControl` setting of configs and positions, read under its old name `control` too: the
 * name was changed because `control` is also the component's holder in a view and a state, and
 * configs kept in game records must still start the same game. The old name is read for one
 * release (deprecated in 0.2).
 * @module
 */
import type { FieldChecks, Obj } from './fields.js';

/** `useControl` (or its old name `control`) of a config or position, or `undefined` when neither is given. */
export function readUseControl(o: Obj, { bool, bad }: Pick<FieldChecks, 'bool' | 'bad'>): boolean | undefined {
  if (o.useControl !== undefined && o.control !== undefined) bad('give useControl only: control is its old name');
  if (o.useControl !== undefined) return bool(o.useControl, 'useControl');
  if (o.control !== undefined) return bool(o.control, 'control');
  return undefined;
}
