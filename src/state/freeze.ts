/**
 * Freezing: the pure API's states and the card library are deeply frozen, so that no code can
 * change a state another part of a program still holds, or the rules of a running engine.
 * @module
 */

/** Freezes `value` and everything reachable from it (a frozen object's parts too). */
export function deepFreeze<T>(value: T, seen = new WeakSet<object>()): T {
  if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key], seen);
  }
  return value;
}

/**
 * The first part reachable from `value` (not looking into the values of the top-level keys in `skip`) that cannot be
 * changed in place, described (`state.players[1].deck is frozen`), or `null` if there is none:
 * a frozen, sealed or non-extensible object, a getter or setter, or a read-only property. The rules
 * add cards to lists, remove them and rewrite fields, and a part that refuses would stop a move
 * half-way.
 */
export function frozenPart(value: unknown, skip: readonly string[] = [], path = 'state'): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (!Object.isExtensible(value)) return `${path} is ${Object.isFrozen(value) ? 'frozen' : Object.isSealed(value) ? 'sealed' : 'not extensible'}`;
  for (const key of Object.keys(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    const field = Object.getOwnPropertyDescriptor(value, key)!;
    if (field.get || field.set) return `${at} is a getter or setter`;
    if (!field.writable) return `${at} is read-only`;
    if (skip.includes(key)) continue; // its value may be frozen, but the field itself must be writable
    const found = frozenPart(field.value, [], at);
    if (found) return found;
  }
  return null;
}
