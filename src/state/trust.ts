/**
 * Which states the engine made, and how it trusts them: `frozen` — deeply frozen results of
 * createGame, fromPosition and applyAction, consistent by construction; `private` — unfrozen copies
 * for the simulation path (`cloneState`, or accepted once by `applyInPlace`), consistent as long as
 * only `applyInPlace` changes them. A state the engine did not make is copied and checked instead.
 *
 * The mark is a private class field on the state object itself. Nothing outside this module can
 * read, copy or forge it: it is not a property (JSON, `Object.keys`, symbols, `structuredClone` and
 * deep equality never see it), and a copy or a `Proxy` of a state does not have it. It replaced a
 * `WeakMap` from state to kind, whose `set` on every `applyAction` result cost about 6 % of the pure
 * path (and more in the garbage collector, which treats a weak map's entries specially).
 *
 * A mark goes on before the state is frozen: adding a private field to a frozen object is allowed
 * in Node 20 but may not stay so (TC39, "Nonextensible Applies to Private").
 * @module
 */

/** How the engine trusts a state it made. */
export type StateKind = 'frozen' | 'private';

/** A class whose constructor returns the object it is given, so that a subclass's private field lands on that object. */
class Given {
  constructor(o: object) {
    return o as Given;
  }
}

class Mark extends Given {
  #kind: StateKind;
  constructor(o: object, kind: StateKind) {
    super(o);
    this.#kind = kind;
  }
  static read(o: object): StateKind | undefined {
    return #kind in o ? (o as Mark).#kind : undefined;
  }
  static write(o: object, kind: StateKind): void {
    if (#kind in o) (o as Mark).#kind = kind;
    else new Mark(o, kind);
  }
}

/** How the engine trusts `s`, if it made it. */
export function trustOf(s: unknown): StateKind | undefined {
  return typeof s === 'object' && s !== null ? Mark.read(s) : undefined;
}

/** Marks a state the engine made (or accepted), before it is frozen. */
export function trust<T extends object>(s: T, kind: StateKind): T {
  Mark.write(s, kind);
  return s;
}
