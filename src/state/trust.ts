/**
 * Which states the engine made, and how it trusts them: `frozen` — deeply frozen results of
 * createGame, fromPosition and applyAction, consistent by construction; `private` — unfrozen copies
 * for the simulation path (`cloneState`, or accepted once by `applyInPlace`), consistent as long as
 * only `applyInPlace` changes them. A state the engine did not make is copied and checked instead.
 *
 * The trust is a private mark on the state object (`mark.ts`): a copy, a spread or a proxy of a
 * state is not trusted. It replaced a `WeakMap` from state to kind, whose `set` on every
 * `applyAction` result cost about 6 % of the pure path (`--cpu-prof`).
 * @module
 */
import { privateMark } from './mark.js';

/** How the engine trusts a state it made. */
export type StateKind = 'frozen' | 'private';

const mark = privateMark<StateKind>();

/** How the engine trusts `s`, if it made it. */
export const trustOf = (s: unknown): StateKind | undefined => mark.read(s);

/** Marks a state the engine made (or accepted), before it is frozen. */
export const trust = <T extends object>(s: T, kind: StateKind): T => mark.write(s, kind);
