/**
 * The standard kinds of continuous effect, registered as a designer registers their own
 * (`createEngine({ effects })`): each names the question it answers, where the engine asks it.
 * @module
 */
import type { Amount, Verb } from '../cards/schema.js';
import type { EffectKind, EffectKinds } from '../machine/context.js';
import { checkAmount } from '../cards/check.js';

const oneOf = (v: unknown, ok: readonly unknown[]) => ok.includes(v);

/** What `forbid` may forbid (the engine asks `forbid:<verb>` where each happens). */
export const VERBS: readonly Verb[] = ['play', 'playFaceUp', 'playFaceDown', 'flip', 'flipUp', 'flipDown', 'shift', 'draw', 'rearrange', 'compile', 'delete', 'return', 'discard'];

/** A kind whose field takes one word of a list, and asks `<prefix>:<word>`. */
function worded(changes: EffectKind['changes'], field: string, prefix: string, words: readonly string[]): EffectKind {
  return {
    changes,
    question: (v: string) => `${prefix}:${v}`,
    check: (v) => (oneOf(v, words) ? null : `${field} must be ${words.length === 1 ? words[0] : `one of ${words.join(', ')}`}`),
  };
}

/**
 * The official kinds of continuous effect, by the field naming them in card data. `createEngine`
 * adds a designer's kinds to these (see `EffectKind`).
 * @category Handler authoring
 */
export const STANDARD_EFFECTS: EffectKinds = Object.freeze({
  /** "Your opponent's total value in this line is reduced by 2" (Metal 0): added to `whose` total in each line of the scope. */
  total: {
    changes: 'total',
    question: () => 'total',
    check: (v) => checkAmount(v),
    modify: (n: number, v: Amount, read: (a: Amount) => number) => n + read(v),
  },
  /** "All face-down cards in this stack have a value of 4" (Darkness 2). */
  faceDownValue: {
    changes: 'value',
    step: 'set',
    question: () => 'value',
    check: (v) => (Number.isInteger(v) ? null : 'faceDownValue must be a whole number'),
    modify: (n: number, v: number, _read: unknown, at: { up: boolean } | null) => (at !== null && !at.up ? v : n),
  },
  /** "Your face-up cards in this line have a value of 1 more": added to the value of every card concerned (its `cards` filter says which). */
  addValue: {
    changes: 'value',
    question: () => 'value',
    check: (v) => checkAmount(v),
    modify: (n: number, v: Amount, read: (a: Amount) => number) => n + read(v),
  },
  forbid: worded('prohibition', 'forbid', 'forbid', VERBS),
  permit: worded('permission', 'permit', 'permit', ['playUnmatched', 'playOpponentSide']),
  require: worded('permission', 'require', 'require', ['playUnmatched']),
  suppress: worded('suppression', 'suppress', 'suppress', ['top', 'middle', 'bottom']),
  skip: worded('skip', 'skip', 'skip', ['cache']),
  replaceReturn: { changes: 'replacement', question: () => 'replaceReturn', check: (v) => (v === 'deckTop' ? null : 'replaceReturn must be deckTop') },
} satisfies Record<string, EffectKind>);
