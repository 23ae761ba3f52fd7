/**
 * Checking that an action is well-formed before asking whether it is legal.
 * @module
 */
import type { Action } from '../state/actions.js';
import { fail } from '../errors.js';

const isLine = (v: unknown) => v === 0 || v === 1 || v === 2;
const isSeat = (v: unknown) => v === 0 || v === 1;
const isIndex = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;

/** Throws `MALFORMED_ACTION` unless `a` has the shape of an {@link Action}. */
export function checkAction(a: unknown): asserts a is Action {
  if (!a || typeof a !== 'object') fail('MALFORMED_ACTION', 'an action must be an object with a "type"');
  const o = a as Record<string, unknown>;
  const bad = (why: string) => fail('MALFORMED_ACTION', `${JSON.stringify(a)}: ${why}`);
  switch (o.type) {
    case 'draft': if (typeof o.protocol !== 'string') bad('draft needs a protocol name'); return;
    case 'play':
      if (!isIndex(o.index) || !isLine(o.line) || (o.face !== 'up' && o.face !== 'down')) bad('play needs index, line (0–2) and face ("up"/"down")');
      if (o.from !== undefined && o.from !== 'hand' && o.from !== 'trash') bad('play from must be "hand" or "trash"');
      if (o.side !== undefined && !isSeat(o.side)) bad('play side must be 0 or 1');
      return;
    case 'number': if (!Number.isInteger(o.value)) bad('number needs a whole number value'); return;
    case 'protocol': if (typeof o.protocol !== 'string') bad('protocol needs a protocol name'); return;
    case 'trash': case 'deck': if (!isIndex(o.index)) bad('index must be a whole number ≥ 0'); return;
    case 'refresh': case 'accept': case 'pass': return;
    case 'compile': case 'line': if (!isLine(o.line)) bad('line must be 0, 1 or 2'); return;
    case 'rearrange':
      if (!isSeat(o.whose) || !Array.isArray(o.order) || o.order.length !== 3 || !o.order.every((n) => typeof n === 'string')) bad('rearrange needs whose (0/1) and an order of three protocol names');
      return;
    case 'card': if (!isSeat(o.player) || !isLine(o.line) || !isIndex(o.index)) bad('card needs player (0/1), line (0–2) and index'); return;
    case 'hand': case 'option': if (!isIndex(o.index)) bad('index must be a whole number ≥ 0'); return;
    default: bad(`unknown action type ${JSON.stringify(o.type)}`);
  }
}
