/**
 * What the engine works out for one decision, kept until the decision is applied. A state waiting
 * for a decision does not change until the decision is applied, which clears the prompt before
 * anything else, and every prompt is a new object: so a value read for a board's state and prompt
 * holds as long as both are the same objects. That lets `applyAction` reuse what `legalActions`
 * read for the same decision. The card table is part of the key: two engines may read one state
 * with different cards. Mid-resolution (no prompt) nothing is kept.
 * @module
 */
import type { Board } from './context.js';

/** One value kept for the last decision it was worked out for. */
export class DecisionMemo<V> {
  private state: object | null = null;
  private prompt: object | null = null;
  private table: object | null = null;
  private value: V | undefined = undefined;

  /** The value kept for `b`'s decision, or `undefined`. */
  get(b: Board): V | undefined {
    const prompt = b.s.prompt;
    return prompt !== null && prompt === this.prompt && b.s === this.state && b.m === this.table ? this.value : undefined;
  }

  /** Keeps `value` for `b`'s decision (nothing is kept while no decision is pending); returns it. */
  set(b: Board, value: V): V {
    if (b.s.prompt !== null) {
      this.state = b.s;
      this.prompt = b.s.prompt;
      this.table = b.m;
      this.value = value;
    }
    return value;
  }
}
