/**
 * Card text from card data: the English that a card's commands, triggers and continuous effects
 * mean, built phrase by phrase from the data alone (never from the printed `text` it sits beside).
 * Comparing the two shows that the data says what the card says (see the card-text test); a
 * designer reads it to check a new protocol.
 *
 * The phrasing follows the printed cards' conventions where they are consistent: "Your opponent …"
 * as a subject, "their" once the opponent is named, "If you do," for `if: 'did'`, "First," for the
 * "When this card would be …" triggers, "in this stack" for one's own cards in this line.
 * @module
 */
import type {
  AfterTrigger, Amount, CardDef, CardFilter, Command, Comparison, Cond, CustomPassive, LineChoice, LineCond, Passive, PassiveBase, Section, SectionName, Target, Trigger, Who,
} from './schema.js';
import { readingInput } from '../errors.js';

/**
 * Options of {@link describeCard} and {@link describeSection}.
 * @category Card data and the card language
 */
export interface DescribeOptions {
  /** English for custom commands, by op name (a command without one reads `[op]`). */
  custom?: Record<string, (cmd: Command) => string>;
  /** A designer's kinds of continuous effect, whose `describe` phrases their effects (an effect without one reads `[field]`). */
  effects?: Readonly<Record<string, {
    /** The English of one effect of the kind, lower-case ("your opponent cannot reveal cards"). */
    describe?(p: Passive): string;
  }>>;
}

/**
 * Generated text of each printed section of a card.
 * @category Card data and the card language
 */
export type CardText = Partial<Record<SectionName, string>>;

/** What the sentences of one section share while they are written. */
interface Ctx {
  /** The opponent has been named: later mentions say "their". */
  named: boolean;
  /** How "that card" reads (the card the previous command chose, revealed or discarded). */
  that: string;
  /** How the line of an enclosing "each line" reads, and whether "from" fits it better than "in". */
  bound: string;
  custom: Record<string, (cmd: Command) => string>;
  effects: Readonly<Record<string, { describe?(p: Passive): string }>>;
}

/**
 * The English of each section of a card, from its data (its printed `text` is not read).
 * @category Card data and the card language
 * @example
 * ```ts
 * import { describeCard, MAIN_1 } from 'compile-engine';
 *
 * const fire0 = MAIN_1.find((p) => p.name === 'Fire')!.cards[0]!;
 * console.log(describeCard(fire0).bottom); // When this card would be covered: First, draw 1 card. Flip 1 other card.
 * ```
 */
export function describeCard(card: CardDef, options: DescribeOptions = {}): CardText {
  return readingInput('INVALID_CARD_DATA', 'describeCard takes a card definition', () => cardSections(card, options ?? {}));
}

function cardSections(card: CardDef, options: DescribeOptions): CardText {
  const out: CardText = {};
  for (const name of ['top', 'middle', 'bottom'] as const) {
    const sec = card[name];
    if (sec) out[name] = sectionText(sec, options, name);
  }
  return out;
}

/**
 * A card's generated text, one line per printed section (top, middle, bottom).
 * @category Card data and the card language
 */
export function cardText(card: CardDef, options: DescribeOptions = {}): string {
  const t = describeCard(card, options);
  return (['top', 'middle', 'bottom'] as const).flatMap((s) => (t[s] ? [t[s]] : [])).join('\n');
}

/**
 * The English of one section: its trigger, its commands in order, and its continuous effects.
 * @category Card data and the card language
 */
export function describeSection(sec: Section, options: DescribeOptions = {}): string {
  return readingInput('INVALID_CARD_DATA', 'describeSection takes a section of a card definition', () => sectionText(sec, options ?? {}));
}

function sectionText(sec: Section, options: DescribeOptions, name?: SectionName): string {
  const x: Ctx = { named: false, that: 'that card', bound: 'that line', custom: options.custom ?? {}, effects: options.effects ?? {} };
  const passives = passiveSentences(sec.passive ?? [], x);
  const triggers = sec.on === undefined ? [] : Array.isArray(sec.on) ? sec.on : [sec.on];
  let body = sentences(sec.run ?? [], x);
  // A top section is in play while its card is covered (rulebook, "Card Anatomy"); a text that opens
  // by shifting its own card says so.
  const first = sec.run?.[0];
  if (name === 'top' && first?.op === 'shift' && (first as { target?: unknown }).target === 'this') body = [`${body[0]}, even if this card is covered`, ...body.slice(1)];
  if (triggers.length && body.length && triggers.some(isWouldBe)) body = [`first, ${body[0]}`, ...body.slice(1)];
  const text = [...passives, ...body].map(sentence).join(' ');
  return triggers.length ? `${triggerText(triggers)}: ${text}` : text;
}

const sentence = (s: string): string => `${s[0]!.toUpperCase()}${s.slice(1)}.`;
const isWouldBe = (t: Trigger): boolean => t === 'wouldBeCovered' || t === 'wouldBeFlipped' || (typeof t === 'object' && 'wouldBeCoveredBy' in t);

// ——— Triggers ———————————————————————————————————————————————————————————————————————————————

function triggerText(ts: Trigger[]): string {
  const would = ts.filter((t) => typeof t === 'string' && t.startsWith('wouldBe') && t !== 'wouldBeDeletedByCompile') as string[];
  if (would.length === ts.length && would.length > 1) return `When this card would be ${would.map((w) => w.replace('wouldBe', '').toLowerCase()).join(' or ')}`;
  return ts.map(oneTrigger).join(' or ');
}

function oneTrigger(t: Trigger): string {
  switch (t) {
    case 'start': return 'Start';
    case 'end': return 'End';
    case 'wouldBeCovered': return 'When this card would be covered';
    case 'wouldBeFlipped': return 'When this card would be flipped';
    case 'wouldBeDeletedByCompile': return 'When this card would be deleted by compiling';
  }
  if ('wouldBeCoveredBy' in t) return `When this card would be covered by ${cards(t.wouldBeCoveredBy, 'a', freshCtx(), 'none')}`;
  return afterText(t);
}

const AFTER: Record<AfterTrigger['after'], [string, string]> = {
  discard: ['discard cards', 'discards cards'], delete: ['delete cards', 'deletes cards'], draw: ['draw cards', 'draws cards'],
  clearCache: ['clear cache', 'clears cache'], refresh: ['refresh', 'refreshes'], compile: ['compile', 'compiles'],
  play: ['play a card', 'plays a card'], shuffle: ['shuffle your deck', 'shuffles their deck'],
  flip: ['flip a card', 'flips a card'], shift: ['shift a card', 'shifts a card'], return: ['return a card', 'returns a card'],
};

function afterText(t: AfterTrigger): string {
  const [base, third] = AFTER[t.after];
  const who = t.by === 'opponent' ? `your opponent ${third}` : t.by === 'any' ? `a player ${third}` : `you ${base}`;
  const where = t.line === 'this' ? ' in this line' : '';
  const during = t.during === 'opponent' ? ' during your opponent\'s turn' : t.during === 'self' ? ' during your turn' : '';
  return `After ${who}${where}${during}`;
}

const freshCtx = (): Ctx => ({ named: false, that: 'that card', bound: 'that line', custom: {}, effects: {} });

// ——— Sentences ——————————————————————————————————————————————————————————————————————————————

/** The sentences of a list of commands (without final periods). */
function sentences(cmds: readonly Command[], x: Ctx): string[] {
  const out: string[] = [];
  for (let i = 0; i < cmds.length; i++) {
    const cmd = cmds[i]!;
    const next = cmds[i + 1];
    // "Your opponent discards their hand and draws …": one subject, two verbs.
    if (next && sameOtherSubject(cmd, next) && !next.if) {
      out.push(`${clause(cmd, x)} and ${clause(next, x).replace(/^your opponent /, '')}`);
      i++;
      continue;
    }
    out.push(clause(cmd, x));
  }
  return out;
}

const subjectOf = (c: Command): Who => ((c as { who?: Who }).who ?? 'self');
const sameOtherSubject = (a: Command, b: Command): boolean =>
  subjectOf(a) === 'opponent' && subjectOf(b) === 'opponent' && ['draw', 'discard', 'reveal', 'play'].includes(a.op) && ['draw', 'discard', 'reveal', 'play'].includes(b.op);

/** One command as a clause: "you may", "If you do," and the command's own words. */
function clause(cmd: Command, x: Ctx): string {
  let s = command(cmd, x);
  if (cmd.may && !/^you may /.test(s)) s = subjectOf(cmd) === 'opponent' ? s.replace(/^your opponent /, 'your opponent may ') : `you may ${s}`;
  // "If you do" is implied when the command acts on what the previous one did ("Flip that card").
  if (cmd.if === 'did' && !refersToThat(cmd)) s = `if you do, ${s}`;
  return s;
}

function refersToThat(cmd: Command): boolean {
  const c = cmd as { target?: unknown; n?: unknown; from?: unknown };
  return c.target === 'that' || c.from === 'that' || JSON.stringify(c.n ?? c.target ?? '').includes('valueOfThat');
}

/** The words of one command. */
function command(cmd: Command, x: Ctx): string {
  const c = cmd as any;
  switch (cmd.op) {
    case 'draw': return draw(c, x);
    case 'discard': return discard(c, x);
    case 'flip': return `flip ${target(c.target, x)}${c.ignoreMiddle ? ', ignoring its middle command' : ''}`;
    case 'flipAll': return `flip ${cards(c.filter, 'all', x)}`;
    case 'shift': return `shift ${target(c.target, x)}${c.to ? ` ${lineChoice(c.to, x, 'to')}` : ''}`;
    case 'shiftAll': return `shift ${cards(c.filter, 'all', x)} ${lineChoice(c.to, x, 'to')}`;
    case 'delete': return c.chooser === 'opponent' ? opponentDeletes(c, x) : `delete ${target(c.target, x)}`;
    case 'deleteAll': return `delete all ${[...adjectives(c.filter, 'all'), 'cards'].join(' ')} in ${lineChoice(c.line, x, 'one')}${c.minCards ? ` with ${c.minCards} or more cards` : ''}${filterTail(c.filter, true, x)}`;
    case 'return': return `return ${target(c.target, x)}`;
    case 'returnAll': return `return ${cards(c.filter, 'all', x)} in ${lineChoice(c.line, x, 'one')}`;
    case 'takeCard': return `put ${target(c.target, x)} into your hand`;
    case 'play': return play(c, x);
    case 'reveal': return reveal(c, x);
    case 'rearrange': return `rearrange ${possessive(c.whose, x)} protocols${c.notHere ? `. ${c.notHere} cannot be on this line` : ''}`;
    case 'swap': return `swap the positions of 2 of ${possessive(c.whose, x)} protocols`;
    case 'swapStacks': return 'swap all of your cards in one of your stacks with another one of your stacks';
    case 'refresh': return 'refresh';
    case 'shuffle': return c.trash ? 'shuffle your trash into your deck' : 'shuffle your deck';
    case 'give': return `give ${count(c.n, 'card')} from your hand to your opponent`;
    case 'take': return `take ${c.n} random card${c.n === 1 ? '' : 's'} from ${possessive('opponent', x)} hand`;
    case 'preventCompile': return `${opponent(x)} cannot compile on their next turn`;
    case 'gainControl': return 'gain control';
    case 'returnControl': return 'return the control component to neutral';
    case 'state': return `state a ${c.what}`;
    case 'flipProtocol': return flipProtocol(c, x);
    case 'copyMiddle': return `resolve the middle command of ${target(c.target, x)} as if it were on this card`;
    case 'either': return either(c, x);
    case 'if': return `if ${cond(c.cond, x)}, ${list(sentences(c.run, x))}${c.else ? `. Else, ${list(sentences(c.else, x))}` : ''}`;
    case 'eachLine': return eachLine(c, x);
    case 'eachCard': return eachCard(c, x);
    case 'repeat': return `for every ${repeatTimes(c.times, x)}, ${list(sentences(c.run, x))}`;
    default: return x.custom[cmd.op]?.(cmd) ?? `[${cmd.op}]`;
  }
}

/** "a, b, and c" — the way the cards list the steps of one condition. */
const list = (parts: string[]): string =>
  parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;

/** "your opponent" the first time, "their" stays for possessives. */
function opponent(x: Ctx): string {
  x.named = true;
  return 'your opponent';
}

/** Whose, relative to the text's owner: "your", "your opponent's", or "their" once the opponent is named. */
function possessive(who: Who, x: Ctx): string {
  if (who === 'self') return 'your';
  if (x.named) return 'their';
  x.named = true;
  return 'your opponent\'s';
}

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

// ——— Commands ———————————————————————————————————————————————————————————————————————————————

function draw(c: { n: Amount | 'all'; who?: Who; from?: Who; pick?: CardFilter }, x: Ctx): string {
  const subject = c.who === 'opponent' ? `${opponent(x)} draws` : 'draw';
  if (c.pick) return c.n === 'all' ? `${subject} all ${cards(c.pick, 'plain', x, 'none')} from it` : `${subject} ${amountOfCards(c.n as Amount, x)}${filterTail(c.pick, c.n !== 1, x)} revealed this way`;
  if (c.from === 'opponent') return `${subject} ${c.n === 1 ? 'the top card' : `the top ${amountOfCards(c.n as Amount, x)}`} of ${c.who === 'opponent' ? 'your' : possessive('opponent', x)} deck`;
  return `${subject} ${amountOfCards(c.n as Amount, x)}`;
}

function discard(c: { n: Amount | 'oneOrMore' | 'any' | 'all'; who?: Who; from?: 'hand' | 'deckTop'; deck?: Who; random?: boolean; into?: Who }, x: Ctx): string {
  const subject = c.who === 'opponent' ? `${opponent(x)} discards` : 'discard';
  const into = c.into === 'opponent' ? ` into ${c.who === 'opponent' ? 'your' : possessive('opponent', x)} trash` : '';
  x.that = 'the discarded card';
  if (c.from === 'deckTop') {
    const deck = c.deck === 'opponent' ? possessive(c.who === 'opponent' ? 'self' : 'opponent', x) : c.who === 'opponent' ? 'their' : 'your';
    return c.n === 'all' ? `${subject} ${deck} entire deck` : c.n === 1 ? `${subject} the top card of ${deck} deck` : `${subject} the top ${c.n} cards of ${deck} deck`;
  }
  if (c.n === 'all') return `${subject} ${c.who === 'opponent' ? 'their' : 'your'} hand${into}`;
  if (c.n === 'oneOrMore') return `${subject} 1 or more cards${into}`;
  if (c.n === 'any') return `${subject} any number of cards${into}`;
  if (typeof c.n === 'number') return `${subject} ${c.n}${c.random ? ' random' : ''} card${c.n === 1 ? '' : 's'}${into}`;
  return `${subject} ${amountOfCards(c.n, x)}${into}`;
}

/** How many cards a draw or discard takes: "2 cards", "the amount of cards discarded plus 1", "that many cards"… */
function amountOfCards(n: Amount, x: Ctx): string {
  if (typeof n === 'number') return count(n, 'card');
  switch (n.count) {
    case 'discarded': return n.plus ? `the amount of cards discarded ${n.plus > 0 ? 'plus' : 'minus'} ${Math.abs(n.plus)}` : 'that many cards';
    case 'valueOfThat': return x.that === 'that card' ? 'cards equal to that card\'s value' : `cards equal to the value of ${x.that}`;
    case 'cards': return n.per ? `1 card for every ${n.per} ${cards(n.filter, 'plain', x)}` : `cards equal to the number of ${cards(n.filter, 'plain', x)}${inField(n.filter)}`;
    default: return `cards equal to ${amount(n, x)}`;
  }
}

/** " in the field" where a count of cards names no place of its own (the cards say so). */
const inField = (f: CardFilter): string => (f.line || f.side ? '' : ' in the field');

function opponentDeletes(c: { target: Target }, x: Ctx): string {
  const f = c.target as CardFilter;
  return `${opponent(x)} deletes 1 of their ${[...adjectives(f, 'selection'), 'cards'].join(' ')}`;
}

function play(c: { who?: Who; from: string; deck?: Who; face?: 'down'; line?: LineChoice; side?: Who; under?: boolean; filter?: CardFilter }, x: Ctx): string {
  const subject = c.who === 'opponent' ? `${opponent(x)} plays` : 'play';
  const face = c.face === 'down' ? ' face-down' : '';
  let what: string;
  if (c.from === 'deckTop') what = `the top card of ${c.deck === 'opponent' ? possessive('opponent', x) : c.who === 'opponent' ? 'their' : 'your'} deck`;
  else if (c.from === 'that') what = 'it';
  else if (c.from === 'trash') what = '1 card from your trash';
  else what = c.filter ? `1 ${cardsNoun(c.filter, 1, x, 'none')}` : '1 card';
  const where = c.under ? ' under this card' : c.line && c.line !== 'any' ? ` ${lineChoice(c.line, x, 'in')}` : '';
  const side = c.side === 'opponent' ? ` on ${possessive('opponent', x)} side` : '';
  return `${subject} ${what}${face}${where}${side}`;
}

function reveal(c: { what: string; who?: Who; filter?: CardFilter; drawn?: boolean; value?: number | 'stated' }, x: Ctx): string {
  const subject = c.who === 'opponent' ? `${opponent(x)} reveals` : 'reveal';
  const whose = c.who === 'opponent' ? 'their' : 'your';
  x.that = 'that card';
  switch (c.what) {
    case 'hand': return `${subject} ${whose} hand`;
    case 'deck': return `${subject} ${whose} deck`;
    case 'deckTop': return `${subject} the top card of ${whose} deck`;
    case 'trashCard': return `${subject} 1 card from ${whose} trash`;
    case 'fieldCard': return `${subject} ${cards(c.filter ?? {}, 1, x)}`;
    default: {
      if (c.drawn) return `${subject} 1 card drawn${c.value === 'stated' ? ' with the face-up value of your stated number' : c.value !== undefined ? ` with a value of ${c.value}` : ''}`;
      return `${subject} 1 card from ${whose} hand`;
    }
  }
}

function flipProtocol(c: { protocol: string }, x: Ctx): string {
  x.bound = 'that line';
  return `flip ${c.protocol === 'this' ? 'this card\'s' : `the ${c.protocol}`} protocol to the compiled side`;
}

/**
 * "Either … or …". Two single commands on the same card read "shift or flip that card"; options
 * that are the same commands in another order, by either player, read "Both players …".
 */
function either(c: { may?: boolean; options: { run: Command[] }[] }, x: Ctx): string {
  const runs = c.options.map((o) => o.run);
  const bothPlayers = bothPlayersDo(runs);
  if (bothPlayers) return bothPlayers;
  const texts = runs.map((r) => list(sentences(r, { ...x })));
  const objects = runs.map((r) => (r.length === 1 && 'target' in r[0]! ? target((r[0] as { target: Target }).target, { ...x }) : null));
  if (objects.every((o) => o !== null && o === objects[0])) {
    const verbs = runs.map((r) => r[0]!.op);
    return `${verbs.join(' or ')} ${objects[0]}`;
  }
  return `either ${texts.join(' or ')}`;
}

/** Options that are the same commands, one for each player, in either order: "Both players discard their hand". */
function bothPlayersDo(runs: Command[][]): string | null {
  const first = runs[0];
  if (!first || first.length !== 2 || runs.length !== 2) return null;
  const [a, b] = first as [Command, Command];
  const same = JSON.stringify({ ...a, who: undefined }) === JSON.stringify({ ...b, who: undefined }) && subjectOf(a) !== subjectOf(b);
  const swapped = JSON.stringify(runs[1]) === JSON.stringify([b, a]);
  if (!same || !swapped) return null;
  return `both players ${command({ ...a, who: undefined } as Command, freshCtx()).replace('your ', 'their ')}`;
}

function eachLine(c: { lines: string; where?: LineCond; run: Command[] }, x: Ctx): string {
  const which = c.lines === 'other' ? 'each other line' : 'each line';
  const where = c.where ? ` ${lineCondTail(c.where, x)}` : c.lines === 'withOwnCard' ? ' where you have a card' : '';
  return list(sentences(c.run, { ...x, bound: `${which}${where}` }));
}

function eachCard(c: { filter: CardFilter; run: Command[] }, x: Ctx): string {
  const each = `each ${cardsNoun(c.filter, 1, x, 'all')}`;
  return list(sentences(c.run, { ...x, that: each }));
}

function repeatTimes(n: Amount, x: Ctx): string {
  if (typeof n === 'object' && n.count === 'cardsInLine') return `${n.per} cards in this line`;
  return amount(n, x);
}

// ——— Cards, targets and filters —————————————————————————————————————————————————————————————

function target(t: Target, x: Ctx): string {
  if (t === 'this') return 'this card';
  if (t === 'that') return x.that;
  return cards(t, 1, x);
}

/**
 * A noun phrase for the cards a filter selects: `1` ("1 of your face-down cards", "1 other card"),
 * `a` ("a Unity card"), `all` ("all face-down cards in this line"), `plain` ("Unity cards").
 */
function cards(f: CardFilter, how: 1 | 'a' | 'all' | 'plain', x: Ctx, words: CoverWords = how === 1 ? 'selection' : 'all'): string {
  if (f.extreme) return extreme(f, x);
  const plural = how === 'all' || how === 'plain';
  const whose = ownStack(f) ? null : f.side && f.side !== 'any' ? possessive(f.side, x) : null;
  if (whose && !plural) return `${how === 'a' ? 'a' : '1'} of ${whose} ${cardsNoun(f, 2, x, words)}`;
  const noun = cardsNoun(f, plural ? 2 : 1, x, words);
  const lead = how === 1 ? '1 ' : how === 'a' ? 'a ' : how === 'all' ? 'all ' : '';
  return `${lead}${whose ? `${whose} ` : ''}${noun}`;
}

/** One's own cards in this line are "in this stack" (Corruption 0, Diversity 3). */
const ownStack = (f: CardFilter): boolean => f.side === 'self' && f.line === 'this';

/** "other face-up covered card(s) with a value of 1 in this line" — adjectives, noun, then the tail. */
function cardsNoun(f: CardFilter, n: number, x: Ctx, words: CoverWords): string {
  const noun = `card${n === 1 ? '' : 's'}`;
  return [...adjectives(f, words), noun].join(' ') + filterTail(f, n !== 1, x);
}

/**
 * Which cover words a phrase states, since English and the Codex default differently by phrase: a
 * card one selects is uncovered unless the text says "covered" or "covered or uncovered"
 * (`selection`); "all", "each" and counts take every card, covered or not, unless the text says
 * "uncovered" (`all`); `stated` names both ("your highest value uncovered card"); `none` is for
 * cards off the field (a hand, a deck, a card being played), where cover means nothing.
 */
type CoverWords = 'selection' | 'all' | 'stated' | 'none';

/**
 * The words before "card": "other", the protocol, then face and cover in the cards' order: "face-up
 * covered", but "covered face-down" and "uncovered face-up".
 */
function adjectives(f: CardFilter, words: CoverWords): string[] {
  const c = f.cover ?? 'uncovered';
  const cover = words === 'none' ? null
    : c === 'covered' ? 'covered'
      : c === 'any' ? (words === 'all' ? null : 'covered or uncovered')
        : words === 'all' || words === 'stated' ? 'uncovered' : null;
  const face = f.face ? `face-${f.face}` : null;
  const faceAndCover = f.face === 'up' && cover !== 'uncovered' ? [face, cover] : [cover, face];
  const protocol = f.protocol ?? (f.notProtocol ? `non-${f.notProtocol}` : null);
  return [f.other ? 'other' : null, protocol, ...faceAndCover].filter((w): w is string => w !== null);
}

/** What follows the noun: values, a compared value, the line. */
function filterTail(f: CardFilter, plural: boolean, x: Ctx): string {
  let s = '';
  if (f.values) s += plural && f.values.length > 1 ? ` with values of ${f.values.join(' or ')}` : ` with a value of ${f.values.join(' or ')}`;
  if (f.value?.lt !== undefined) s += ` with a value less than ${amount(f.value.lt, x)}`;
  if (f.value?.gt !== undefined) s += ` that has a value greater than ${amount(f.value.gt, x)}`;
  if (f.value?.eq !== undefined) s += typeof f.value.eq === 'object' && f.value.eq.count === 'valueOfThat' ? ` that shares a value with ${x.that}` : ` with a value of ${amount(f.value.eq, x)}`;
  if (f.matching !== undefined) s += f.matching ? ' in a line with a matching protocol' : ' without matching protocol';
  if (f.line === 'this') s += ownStack(f) ? ' in this stack' : ' in this line';
  if (f.line === 'other') s += ' in another line';
  if (f.line === 'that') s += ' in the same line';
  if (f.line === 'bound') s += x.bound.startsWith('each other') ? ` from ${x.bound}` : ` in ${x.bound}`;
  if (f.lineWhere) s += ` in a line where ${lineCond(f.lineWhere, x)}`;
  return s;
}

function extreme(f: CardFilter, x: Ctx): string {
  const rest: CardFilter = { ...f, extreme: undefined, side: undefined };
  const whose = f.side && f.side !== 'any' ? possessive(f.side, x) : 'the';
  return `${whose} ${f.extreme} value ${cardsNoun(rest, 1, x, 'stated')}`;
}

// ——— Lines, amounts, conditions ———————————————————————————————————————————————————————————

/** Where a card goes or which line is chosen. `to`: a destination; `in`: a place; `one`: "1 line". */
function lineChoice(l: LineChoice | undefined, x: Ctx, as: 'to' | 'in' | 'one'): string {
  const prep = as === 'one' ? '' : `${as} `;
  switch (l) {
    case undefined: case 'any': return as === 'one' ? '1 line' : `${prep}any line`;
    case 'this': return `${prep}this line`;
    case 'other': return as === 'one' ? '1 other line' : `${prep}another line`;
    case 'toOrFromThis': return 'either to or from this line';
    case 'bound': return x.bound === 'that line' ? `${prep}that line` : `${prep}${x.bound}`;
  }
  const where = l.where;
  if ('highest' in where || 'lowest' in where) return `${prep}the line where ${lineCond(where, x)}`;
  return `${prep}a line ${lineCondTail(where, x)}`;
}

/** A line condition after "a line": "with a face-down card", "without a matching protocol", "where …". */
function lineCondTail(c: LineCond, x: Ctx): string {
  if ('has' in c) return `with ${cards(c.has, 'a', x, 'all')}`;
  if ('matchesThat' in c) return c.matchesThat ? 'with a matching protocol' : 'without a matching protocol';
  return `where ${lineCond(c, x)}`;
}

function lineCond(c: LineCond, x: Ctx): string {
  if ('has' in c) return `there is ${cards(c.has, 'a', x, 'all')}`;
  if ('compare' in c) return comparison(c.compare, x);
  if ('highest' in c || 'lowest' in c) {
    const a = 'highest' in c ? c.highest : c.lowest;
    const which = 'highest' in c ? 'highest' : 'lowest';
    if (typeof a === 'object' && a.count === 'total') return `${a.who === 'opponent' ? `${opponent(x)} has their` : 'you have your'} ${which} total value`;
    return `${amount(a, x)} is ${which}`;
  }
  if ('protocol' in c) return `the ${c.protocol} protocol is`;
  if ('matchesThat' in c) return c.matchesThat ? 'a protocol matches that card' : 'no protocol matches that card';
  return `not (${lineCond(c.not, x)})`;
}

function amount(n: Amount, x: Ctx): string {
  if (typeof n === 'number') return String(n);
  switch (n.count) {
    case 'discarded': return n.plus ? `the amount of cards discarded ${n.plus > 0 ? 'plus' : 'minus'} ${Math.abs(n.plus)}` : 'the amount of cards discarded';
    case 'valueOfThat': return `the value of ${x.that}`;
    case 'cardsInLine': return `the number of cards in this line divided by ${n.per}`;
    case 'cards': return `the number of ${cards(n.filter, 'plain', x)}${inField(n.filter)}`;
    case 'hand': return `the number of cards in ${possessive(n.who ?? 'self', x)} hand`;
    case 'deck': case 'trash': return `the number of cards in ${possessive(n.who ?? 'self', x)} ${n.count}`;
    case 'protocols': return `the number of different protocols on cards ${n.filter.line === 'this' ? 'in this line' : 'in the field'}`;
    case 'lines': return `the number of lines ${lineCondTail(n.where, x)}`;
    case 'total': return `${possessive(n.who, x)} total value in ${n.line === 'this' ? 'this line' : 'that line'}`;
  }
}

const CONTROL_WORDS = { self: 'you have control', opponent: 'your opponent has control', any: 'a player has control', none: 'no player has control' } as const;

const COMPARE_WORDS: Record<Comparison, string> = { '<': 'less than', '<=': 'at most', '=': '', '>=': 'at least', '>': 'more than', '!=': 'not' };

function cond(c: Cond, x: Ctx): string {
  switch (c) {
    case 'thisCovered': return 'this card is covered';
    case 'thisCovering': return 'this card is covering a card';
    case 'ownTurn': return 'it is your turn';
    case 'opponentTurn': return 'it is your opponent\'s turn';
    case 'thatMatchesStated': return `${x.that} matched the stated protocol`;
  }
  if ('compare' in c) return comparison(c.compare, x);
  if ('thisLine' in c) return `this card is in the line ${lineCondTail(c.thisLine, x)}`;
  if ('control' in c) return CONTROL_WORDS[c.control];
  if ('not' in c) return `not ${cond(c.not, x)}`;
  return c.all.map((d) => cond(d, x)).join(' and ');
}

/** A comparison as the cards word it: "your hand is empty", "there are 5 or more Unity cards in the field", … */
function comparison([a, op, b]: [Amount, Comparison, Amount], x: Ctx): string {
  if (typeof a === 'object' && typeof b === 'number') {
    const n = b;
    if (a.count === 'hand' && !a.who) {
      if (op === '=' && n === 0) return 'your hand is empty';
      if (op === '>' && n === 0) return 'you have any cards in your hand';
      if (op === '>') return `you have more than ${count(n, 'card')} in your hand`;
    }
    if ((a.count === 'trash' || a.count === 'deck') && !a.who && op === '>' && n === 0) return `there are any cards in your ${a.count}`;
    if (a.count === 'cards' || a.count === 'protocols') {
      const what = a.count === 'cards' ? cards(a.filter, 'plain', x) : 'different protocols on cards';
      const where = a.count === 'cards' ? inField(a.filter) : a.filter.line === 'this' ? ' in this line' : ' in the field';
      if (op === '>' && n === 0) return a.count === 'cards' && a.filter.other ? `there is another ${cards({ ...a.filter, other: undefined }, 'plain', x).replace(/cards$/, 'card')}${where}` : `there are any ${what}${where}`;
      if (op === '>=') return `there are ${n} or more ${what}${where}`;
      if (op === '=') return `there are ${n} ${what}${where}`;
      if (op === '<') return `there are not at least ${n} ${what}${where}`;
    }
  }
  if (typeof a === 'object' && a.count === 'total' && typeof b === 'object' && b.count === 'total') {
    const [p, q] = [a.who === 'opponent' ? `${opponent(x)} has` : 'you have', b.who === 'opponent' ? 'they do' : 'you do'];
    const where = a.line === 'this' ? ' in this line' : '';
    const word = op === '>' ? 'higher' : op === '<' ? 'lower' : op === '=' ? 'the same' : COMPARE_WORDS[op];
    return a.line === 'this' ? `${p} a ${word} total value than ${q}${where}` : `${a.who === 'opponent' ? 'they have' : 'you have'} a ${word} total value than ${q}`;
  }
  return `${amount(a, x)} is ${COMPARE_WORDS[op]} ${amount(b, x)}`.replace(/\s+/g, ' ');
}

// ——— Continuous effects ————————————————————————————————————————————————————————————————————

function passiveSentences(ps: readonly Passive[], x: Ctx): string[] {
  // "This card may be played on either player's side without matching protocols": two permissions, one sentence.
  const own = ps.filter((p) => p.scope === 'card' && 'permit' in p);
  const rest = ps.filter((p) => !own.includes(p));
  const out: string[] = [];
  if (own.length) {
    const side = own.some((p) => 'permit' in p && p.permit === 'playOpponentSide') ? ' on either player\'s side' : '';
    const unmatched = own.some((p) => 'permit' in p && p.permit === 'playUnmatched') ? ' without matching protocols' : '';
    out.push(`this card may be played${side}${unmatched}`);
  }
  return [...out, ...rest.map((p) => passive(p, x))];
}

const SCOPE_PLACE: Record<Passive['scope'], string> = { card: 'this card', stack: 'this stack', line: 'this line', field: 'the field' };

function passive(p: Passive, x: Ctx): string {
  const field = Object.keys(p).find((k) => !['scope', 'whose', 'by', 'cards', 'when'].includes(k))!;
  if (!(field in STANDARD_WORDS)) {
    const custom = x.effects[field]?.describe;
    return custom ? custom(p) : `[${field}]`;
  }
  const text = change(p as StandardPassive, x);
  // Only some cards concern the effect: said after it, unless the change already names them (a permission, a value change).
  return p.cards && !('permit' in p) && !('addValue' in p) ? `${text} (only ${cards(p.cards as CardFilter, 'plain', x)})` : text;
}

/** The standard kinds' fields (a designer's kind is described by its own `describe`). */
const STANDARD_WORDS = { total: 1, faceDownValue: 1, addValue: 1, forbid: 1, permit: 1, require: 1, suppress: 1, skip: 1, replaceReturn: 1 };

type StandardPassive = Exclude<Passive, CustomPassive> | (PassiveBase & { addValue: Amount });

/** "your " / "your opponent's " before the cards an effect concerns (its `whose`), or nothing for either player's. */
function whoseCards(p: PassiveBase, x: Ctx): string {
  return p.whose === 'self' || p.whose === 'opponent' ? `${possessive(p.whose, x)} ` : '';
}

/** Who acts, for a ban with `by`: "your opponent", "you". */
function actor(p: PassiveBase, x: Ctx): string | null {
  return p.by === 'opponent' ? opponent(x) : p.by === 'self' ? 'you' : null;
}

const VERB_WORDS: Record<string, [string, string]> = {
  flip: ['flip', 'flipped'], flipUp: ['flip face-up', 'flipped face-up'], flipDown: ['flip face-down', 'flipped face-down'],
  shift: ['shift', 'shifted'], delete: ['delete', 'deleted'], return: ['return', 'returned'],
};

/** A ban on what happens to cards: "this card cannot be deleted", "your opponent cannot shift cards in this line". */
function cardBan(verb: string, p: PassiveBase, place: string, x: Ctx): string {
  const [active, passiveVoice] = VERB_WORDS[verb]!;
  const who = actor(p, x);
  if (p.scope === 'card') return who ? `${who} cannot ${active} this card` : `this card cannot be ${passiveVoice}`;
  const what = `${whoseCards(p, x)}cards`;
  if (verb === 'shift' && !who) return `${what} cannot shift from or to ${SCOPE_PLACE[p.scope]}`;
  return who ? `${who} cannot ${active} ${what}${verb === 'shift' ? ` from or to ${SCOPE_PLACE[p.scope]}` : place}` : `${what}${place} cannot be ${passiveVoice}`;
}

function change(p: StandardPassive, x: Ctx): string {
  const when = p.when && !('total' in p) ? condPrefix(p.when, x) : '';
  const place = p.scope === 'field' ? '' : ` in ${SCOPE_PLACE[p.scope]}`;
  // Read only where the sentence names the player (naming the opponent makes later mentions "their").
  const subject = (): string | null => (p.whose === 'opponent' && !('replaceReturn' in p) ? opponent(x) : p.whose === 'self' ? 'you' : null);
  if ('total' in p) {
    // A bonus read from a condition reads "… is increased by 2 if …" (Diversity 3).
    const whose = p.whose === 'opponent' ? 'your opponent\'s' : p.whose === 'self' ? 'your' : 'each player\'s';
    if (typeof p.total === 'number') {
      const tail = p.when ? ` if ${cond(p.when, x)}` : '';
      return `${whose} total value${place} is ${p.total >= 0 ? 'increased' : 'reduced'} by ${Math.abs(p.total)}${tail}`;
    }
    return `${whose} total value${place} is increased by 1 for each ${perEach(p.total, x)}`;
  }
  if ('faceDownValue' in p) return `${when}all ${whoseCards(p, x)}face-down cards${place} have a value of ${p.faceDownValue}`;
  if ('addValue' in p) {
    // The filter's defaults are stated: a continuous effect's cards are uncovered unless it says otherwise.
    const what = p.cards ? cardsNoun({ ...p.cards, line: undefined }, 2, x, 'all') : 'cards';
    const n = p.addValue;
    const by = typeof n === 'number' ? `${Math.abs(n)} ${n >= 0 ? 'more' : 'less'}` : `1 more for each ${perEach(n, x)}`;
    return `${when}${whoseCards(p, x)}${what}${place} have a value of ${by}`;
  }
  if ('forbid' in p) {
    if (p.forbid in VERB_WORDS) return `${when}${cardBan(p.forbid, p, place, x)}`;
    const who = subject() ?? actor(p, x);
    if (p.forbid === 'discard') return `${when}${who ?? 'players'} cannot discard cards`;
    return `${when}${forbid(p.forbid, who, p.scope, place)}`;
  }
  if ('permit' in p) {
    if (p.cards) return `${when}${cards(p.cards, 'plain', x, 'none')} may be played face-up${place}`;
    const who = subject();
    return `${when}when ${who ?? 'a player'} play${who === 'you' || !who ? '' : 's'} cards face-up${place}, they may be played without matching protocols`;
  }
  if ('require' in p) return `${when}cards can only be played without matching protocols${place}`;
  if ('suppress' in p) {
    if (p.scope === 'field' && p.whose === 'opponent') return `${when}your opponent's cards do not have ${p.suppress} commands`;
    return `${when}ignore all ${p.suppress} commands of ${whoseCards(p, x)}cards${place}`;
  }
  if ('skip' in p) return `${when}skip ${p.whose === 'opponent' ? 'your opponent\'s' : 'your'} check cache phase`;
  return `${when}when a card would be returned to ${p.whose === 'opponent' ? possessive('opponent', x) : 'your'} hand: put that card on top of ${p.whose === 'opponent' ? 'their' : 'your'} deck face-down instead`;
}

/** "During your turn, " / "If you have any cards in your hand, " — a continuous effect's condition first. */
function condPrefix(c: Cond, x: Ctx): string {
  if (c === 'ownTurn') return 'during your turn, ';
  if (c === 'opponentTurn') return 'during your opponent\'s turn, ';
  return `if ${cond(c, x)}, `;
}

function perEach(n: Amount, x: Ctx): string {
  if (typeof n === 'object' && n.count === 'cards') {
    const f = n.filter;
    return f.side === 'opponent' ? `of ${possessive('opponent', x)} ${cardsNoun({ ...f, side: undefined }, 2, x, 'all')}` : cardsNoun(f, 1, x, 'all');
  }
  if (typeof n === 'object' && n.count === 'hand') return `card in ${possessive(n.who ?? 'self', x)} hand`;
  return amount(n, x);
}

function forbid(verb: string, who: string | null, scope: Passive['scope'], place: string): string {
  const subject = who ?? 'cards';
  switch (verb) {
    case 'play': return `${who ?? 'players'} cannot play cards${place}`;
    case 'playFaceUp': return scope === 'field' ? `${who ?? 'players'} can only play cards face-down` : `${who ?? 'players'} cannot play cards face-up${place}`;
    case 'playFaceDown': return `${who ?? 'players'} cannot play cards face-down${place}`;
    case 'flip': return scope === 'card' ? 'this card cannot be flipped' : `cards${place} cannot be flipped`;
    case 'flipUp': return `cards${place} cannot be flipped face-up`;
    case 'flipDown': return `cards${place} cannot be flipped face-down`;
    case 'shift': return scope === 'card' ? 'this card cannot be shifted' : `cards cannot shift from or to ${SCOPE_PLACE[scope]}`;
    case 'draw': return `${subject === 'you' ? 'you' : subject} cannot draw cards`;
    case 'rearrange': return 'protocols cannot be rearranged';
    default: return `${who ?? 'players'} cannot compile${place}`;
  }
}

