/**
 * Applying a (legal) decision: the prompt that asked for it is cleared and the decision goes to
 * whoever raised the prompt — the turn flow, or the frame on top of the pending stack.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { Ctx } from '../machine/context.js';
import { answerEach, answerText, answerTriggers, top } from '../machine/frames.js';
import { playHandCard } from '../machine/plays.js';
import { cardAt } from '../machine/prompts.js';
import { answerCache } from './cache.js';
import { answerCompile, beginCompile } from './compile.js';
import { draftPick } from './setup.js';
import { answerRefresh } from './refresh.js';
import { run } from './turn.js';
import { takeSpareFrames } from '../machine/spare-frames.js';
import { endGame } from './ending.js';
import { isEnding } from './shape.js';

/** Applies a legal action (or an ending) to the state in `x.s` (mutating it) and runs on to the next decision. */
export function respond(x: Ctx, a: Action): void {
  if (isEnding(a)) return endGame(x, a);
  const p = x.s.prompt!;
  x.s.prompt = null;
  takeSpareFrames(x.s);
  if (p.kind === 'draft' && a.type === 'draft') draftPick(x, a.protocol);
  else if (p.kind === 'action') {
    if (a.type === 'play') playHandCard(x, p.player, a.index, a.line, a.face, a.side ?? p.player);
    else x.s.frames.push({ k: 'refresh', player: p.player, stage: 0 });
  } else if (p.kind === 'compile' && a.type === 'compile') beginCompile(x, p.player, a.line);
  else {
    const f = top(x)!;
    switch (f.k) {
      case 'text': answerText(x, f, a); break;
      case 'each': answerEach(x, f, a.type === 'line' ? a.line : cardAt(x, a as Extract<Action, { type: 'card' }>)); break;
      case 'triggers': answerTriggers(x, f, (a as Extract<Action, { type: 'option' }>).index); break;
      case 'compile': answerCompile(x, f, a); break;
      case 'refresh': answerRefresh(x, f, a); break;
      case 'cache': answerCache(x, f, a); break;
      default: throw new Error(`a ${f.k} frame raised no prompt`);
    }
  }
  run(x);
}
