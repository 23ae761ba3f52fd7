/**
 * Checks for the card language's shared pieces — filters, amounts, conditions, line conditions,
 * line choices, continuous effects and triggers — used when card data is loaded. Each returns a
 * message naming the faulty field (relative to the piece), or `null` when the piece is valid.
 * @module
 */

type Problem = string | null;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const oneOf = (v: unknown, ok: readonly unknown[]) => ok.includes(v);
const first = (...checks: (() => Problem)[]): Problem => {
  for (const c of checks) {
    const p = c();
    if (p) return p;
  }
  return null;
};
const at = (where: string, p: Problem): Problem => (p ? `${where}: ${p}` : null);

const FILTER_ENUMS: Record<string, readonly unknown[]> = {
  side: ['any', 'self', 'opponent'], cover: ['uncovered', 'covered', 'any'], face: ['up', 'down'],
  line: ['this', 'other', 'bound', 'that'], extreme: ['highest', 'lowest'],
};

/** Checks a card filter. */
export function checkFilter(f: unknown): Problem {
  if (!isObj(f)) return 'a filter must be an object';
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined) continue;
    const enumOk = FILTER_ENUMS[k];
    if (enumOk) {
      if (!oneOf(v, enumOk)) return `filter.${k} must be one of ${enumOk.join(', ')}`;
      continue;
    }
    switch (k) {
      case 'other': case 'matching': if (typeof v !== 'boolean') return `filter.${k} must be a boolean`; break;
      case 'values': if (!Array.isArray(v) || !v.every((n) => Number.isInteger(n))) return 'filter.values must be whole numbers'; break;
      case 'protocol': case 'notProtocol': if (typeof v !== 'string' || !v) return `filter.${k} must be a protocol name`; break;
      case 'value': {
        if (!isObj(v)) return 'filter.value must be { lt?, gt?, eq? }';
        for (const [op, n] of Object.entries(v)) {
          if (!oneOf(op, ['lt', 'gt', 'eq'])) return `filter.value: unknown comparison "${op}"`;
          const p = checkAmount(n);
          if (p) return `filter.value.${op}: ${p}`;
        }
        break;
      }
      case 'lineWhere': { const p = checkLineCond(v); if (p) return `filter.lineWhere: ${p}`; break; }
      default: return `unknown filter field "${k}"`;
    }
  }
  return null;
}

/** Checks a target: `this`, `that`, or a filter. */
export function checkTarget(t: unknown): Problem {
  if (t === 'this' || t === 'that') return null;
  if (!isObj(t)) return 'target must be "this", "that" or a filter object';
  return checkFilter(t);
}

const COMPARISONS = ['<', '<=', '=', '>=', '>', '!='];

function checkComparison(c: unknown): Problem {
  if (!Array.isArray(c) || c.length !== 3) return 'compare must be [amount, comparison, amount]';
  return first(() => checkAmount(c[0]), () => (oneOf(c[1], COMPARISONS) ? null : `comparison must be one of ${COMPARISONS.join(' ')}`), () => checkAmount(c[2]));
}

/** Checks an amount. */
export function checkAmount(n: unknown): Problem {
  if (typeof n === 'number') return Number.isInteger(n) ? null : 'an amount must be a whole number';
  if (!isObj(n)) return 'an amount must be a number or { count: … }';
  const who = () => (n.who === undefined || oneOf(n.who, ['self', 'opponent']) ? null : 'who must be self or opponent');
  switch (n.count) {
    case 'discarded': return n.plus === undefined || Number.isInteger(n.plus) ? null : 'plus must be a whole number';
    case 'valueOfThat': return null;
    case 'cardsInLine': return Number.isInteger(n.per) && (n.per as number) > 0 ? null : 'cardsInLine needs "per" ≥ 1';
    case 'cards': return first(() => at('filter', checkFilter(n.filter)), () => (n.per === undefined || (Number.isInteger(n.per) && (n.per as number) > 0) ? null : 'per must be ≥ 1'));
    case 'hand': case 'deck': case 'trash': return who();
    case 'protocols': return at('filter', checkFilter(n.filter));
    case 'lines': return at('where', checkLineCond(n.where));
    case 'total': return first(() => (oneOf(n.who, ['self', 'opponent']) ? null : 'total needs who: self or opponent'), () => (oneOf(n.line, ['this', 'bound']) ? null : 'total needs line: this or bound'));
    default: return `unknown count "${String(n.count)}"`;
  }
}

/** Checks a line condition. */
export function checkLineCond(c: unknown): Problem {
  if (!isObj(c)) return 'a line condition must be an object';
  const keys = Object.keys(c);
  if (keys.length !== 1) return 'a line condition has exactly one of has, compare, highest, lowest, protocol, matchesThat, not';
  const v = c[keys[0]!];
  switch (keys[0]) {
    case 'has': return checkFilter(v);
    case 'compare': return checkComparison(v);
    case 'highest': case 'lowest': return checkAmount(v);
    case 'protocol': return typeof v === 'string' && v ? null : 'protocol must be a protocol name';
    case 'matchesThat': return typeof v === 'boolean' ? null : 'matchesThat must be a boolean';
    case 'not': return checkLineCond(v);
    default: return `unknown line condition "${keys[0]}"`;
  }
}

const COND_WORDS = ['thisCovered', 'thisCovering', 'ownTurn', 'opponentTurn', 'thatMatchesStated'];

/** Checks a condition. */
export function checkCond(c: unknown): Problem {
  if (typeof c === 'string') return oneOf(c, COND_WORDS) ? null : `unknown condition "${c}" (known: ${COND_WORDS.join(', ')})`;
  if (!isObj(c)) return 'a condition must be a word or an object';
  const keys = Object.keys(c);
  if (keys.length !== 1) return 'a condition object has exactly one of compare, thisLine, control, not, all';
  const v = c[keys[0]!];
  switch (keys[0]) {
    case 'compare': return checkComparison(v);
    case 'thisLine': return checkLineCond(v);
    case 'control': return oneOf(v, ['self', 'opponent', 'any', 'none']) ? null : 'control must be self, opponent, any or none';
    case 'not': return checkCond(v);
    case 'all': return Array.isArray(v) ? v.map(checkCond).find((p) => p) ?? null : 'all must be a list of conditions';
    default: return `unknown condition "${keys[0]}"`;
  }
}

/** Checks a line choice. */
export function checkLineChoice(l: unknown): Problem {
  if (l === undefined || oneOf(l, ['this', 'other', 'any', 'toOrFromThis', 'bound'])) return null;
  if (!isObj(l)) return 'a line choice must be this, other, any, toOrFromThis, bound, or { in?, where }';
  return first(
    () => (l.in === undefined || oneOf(l.in, ['this', 'other', 'any', 'bound']) ? null : 'in must be this, other, any or bound'),
    () => at('where', checkLineCond(l.where)),
    () => (Object.keys(l).every((k) => k === 'in' || k === 'where') ? null : 'a line choice object has only in and where'),
  );
}

const AFTER_EVENTS = ['discard', 'delete', 'draw', 'clearCache', 'refresh', 'compile', 'play', 'shuffle', 'flip', 'shift', 'return'];
const TRIGGER_WORDS = ['start', 'end', 'wouldBeCovered', 'wouldBeFlipped', 'wouldBeDeletedByCompile'];

/** Checks a trigger. */
export function checkTrigger(t: unknown): Problem {
  if (typeof t === 'string') return oneOf(t, TRIGGER_WORDS) ? null : `unknown trigger "${t}"`;
  if (!isObj(t)) return 'a trigger must be a word or an object';
  if ('wouldBeCoveredBy' in t) return Object.keys(t).length === 1 ? checkFilter(t.wouldBeCoveredBy) : 'wouldBeCoveredBy takes no other field';
  if (!oneOf(t.after, AFTER_EVENTS)) return `after must be one of ${AFTER_EVENTS.join(', ')}`;
  for (const k of Object.keys(t)) if (!oneOf(k, ['after', 'by', 'line', 'during'])) return `unknown trigger field "${k}"`;
  return first(
    () => (t.by === undefined || oneOf(t.by, ['self', 'opponent', 'any']) ? null : 'by must be self, opponent or any'),
    () => (t.line === undefined || t.line === 'this' ? null : 'line must be "this"'),
    () => (t.during === undefined || oneOf(t.during, ['self', 'opponent']) ? null : 'during must be self or opponent'),
  );
}

/** A kind of continuous effect as its check sees it (see `EffectKind`). */
interface KindCheck {
  check?(value: unknown, p: never): string | null;
}

/** Runs a check written by a designer: one that throws is a problem too, not a crash. */
function kindProblem(kind: KindCheck, value: unknown, p: Record<string, unknown>): Problem {
  try {
    return kind.check?.(value, p as never) ?? null;
  } catch (e) {
    return `its check failed (${e instanceof Error ? e.message : 'unknown error'})`;
  }
}

const BASE = ['scope', 'whose', 'by', 'cards', 'when'];
const WHO_ANY = ['self', 'opponent', 'any'];

/**
 * Checks a continuous effect: a scope, optional whose/by/cards/when, and exactly one change, one of
 * `kinds` (the standard kinds and the engine's own: `EffectKind`).
 */
export function checkPassive(p: unknown, kinds: Readonly<Record<string, KindCheck>>): Problem {
  if (!isObj(p)) return 'a continuous effect must be an object';
  if (!oneOf(p.scope, ['card', 'stack', 'line', 'field'])) return 'scope must be card, stack, line or field';
  const known = (k: string) => Object.prototype.hasOwnProperty.call(kinds, k);
  const changes = Object.keys(p).filter(known);
  const others = Object.keys(p).filter((k) => !known(k) && !BASE.includes(k));
  if (others.length > 0) return `unknown field "${others[0]}" (a continuous effect has ${BASE.join(', ')} and one change: ${Object.keys(kinds).join(', ')})`;
  if (changes.length !== 1) return `a continuous effect has exactly one change (${Object.keys(kinds).join(', ')})`;
  if (p.scope === 'card' && 'permit' in p) {
    if (p.whose !== undefined || p.by !== undefined || p.cards !== undefined || p.when !== undefined) return 'a card\'s own play permission takes no whose, by, cards or when';
  } else if ('permit' in p && p.permit === 'playOpponentSide') return 'playOpponentSide is a card\'s own permission (scope: card)';
  return first(
    () => kindProblem(kinds[changes[0]!]!, p[changes[0]!], p),
    () => (p.whose === undefined || oneOf(p.whose, WHO_ANY) ? null : 'whose must be self, opponent or any'),
    () => (p.by === undefined || oneOf(p.by, WHO_ANY) ? null : 'by must be self, opponent or any'),
    () => (p.cards === undefined ? null : at('cards', checkFilter(p.cards))),
    () => (p.when === undefined ? null : at('when', checkCond(p.when))),
  );
}
