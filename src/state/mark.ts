/**
 * Private marks: a value attached to an object the engine made, which nothing outside the engine
 * can read, copy or forge. It is a private class field installed on the object itself, so it is
 * not a property: JSON, `Object.keys`, symbols, `structuredClone` and deep equality never see it,
 * and a copy or a `Proxy` of the object does not have it. Checking one is an inline-cached field
 * test, where a `WeakMap` or `WeakSet` lookup hashes the object (and the garbage collector treats
 * weak collections' entries specially).
 *
 * Mark an object before freezing it: adding a private field to a frozen object is allowed in
 * Node 20 but may not stay so (TC39, "Nonextensible Applies to Private"). Changing the value of a
 * mark already there is always allowed.
 * @module
 */

/** Reads and writes one kind of mark. */
export interface PrivateMark<V> {
  /** The mark's value on `o`, or `undefined` if it has none (any value may be passed). */
  read(o: unknown): V | undefined;
  /** Marks `o` with `value` (or changes its mark), and returns it. */
  write<T extends object>(o: T, value: V): T;
}

/** A new kind of mark, distinct from every other. */
export function privateMark<V>(): PrivateMark<V> {
  /** Its constructor returns the object it is given, so that a subclass's private field lands on that object. */
  class Given {
    constructor(o: object) {
      return o as Given;
    }
  }
  class Mark extends Given {
    #value: V;
    constructor(o: object, value: V) {
      super(o);
      this.#value = value;
    }
    static read(o: unknown): V | undefined {
      return typeof o === 'object' && o !== null && #value in o ? (o as Mark).#value : undefined;
    }
    static write<T extends object>(o: T, value: V): T {
      if (#value in o) (o as unknown as Mark).#value = value;
      else new Mark(o, value);
      return o;
    }
  }
  return { read: Mark.read, write: Mark.write };
}
