/**
 * Readable English for a legal action, from the acting seat's side of the table: it names the
 * acting seat's own hidden cards (its hand, its face-down cards) but never its opponent's. Seats
 * and lines are numbered as everywhere in the API ("seat 0", "line 2").
 * @module
 */
import type { Action, CardAction, HandAction, OptionAction, PlayAction, RearrangeAction } from '../state/actions.js';
import type { PlayerId, Prompt } from '../state/types.js';
import { type Board, commandsAt } from '../machine/context.js';
import { locate } from '../machine/board.js';

/** What a describer reads: the board, the prompt being answered and who answers it. */
interface Asked {
  b: Board;
  prompt: Prompt;
  actor: PlayerId;
}

type Describer<A extends Action> = (q: Asked, a: A) => string;

/** One describer per action type; an action type without one reads through {@link fallback}. */
const DESCRIBERS: { [T in Action['type']]?: Describer<Extract<Action, { type: T }>> } = {
  draft: (_q, a) => `Draft ${a.protocol}`,
  play: describePlay,
  refresh: () => 'Refresh',
  compile: ({ b, actor }, a) => `Compile ${b.s.players[actor]!.protocols[a.line]!.name} in line ${a.line}`,
  rearrange: describeRearrange,
  card: describeCardPick,
  hand: describeHandPick,
  line: (_q, a) => `Choose line ${a.line}`,
  option: describeOption,
  accept: describeAccept,
  pass: () => 'Pass',
  number: (_q, a) => `State ${a.value}`,
  protocol: (_q, a) => `State ${a.protocol}`,
  trash: ({ b, actor }, a) => `${verbOr(b, 'Choose')} ${b.s.cards[b.s.players[actor]!.trash[a.index]!]} from the trash`,
  deck: ({ b, actor }, a) => `${verbOr(b, 'Choose')} ${b.s.cards[b.s.players[actor]!.deck[a.index]!]} from the deck`,
  resign: (_q, a) => `Seat ${a.player} resigns`,
  timeout: (_q, a) => `Seat ${a.player} loses on time`,
};

/**
 * The verbs of the commands that ask for a card, by op. Any other command that asks for a card
 * (a designer's handler, an "each" asking which card comes next) reads "Select".
 */
const VERBS: Readonly<Record<string, string>> = {
  discard: 'Discard', reveal: 'Reveal', give: 'Give', flip: 'Flip', delete: 'Delete', return: 'Return', shift: 'Shift',
  draw: 'Draw', takeCard: 'Take', copyMiddle: 'Copy the middle command of',
};

/** Readable English for `a`, a legal action of the seat that must act in `b`. */
export function describeAction(b: Board, a: Action): string {
  const prompt = b.s.prompt!;
  const describe = DESCRIBERS[a.type] as Describer<Action> | undefined;
  return (describe ?? fallback)({ b, prompt, actor: prompt.player }, a);
}

/** An action type this module does not know yet: its type and fields, e.g. "Number: value 3". */
function fallback(_q: Asked, a: Action): string {
  const fields = Object.entries(a).filter(([k]) => k !== 'type').map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : String(v)}`);
  const name = a.type.charAt(0).toUpperCase() + a.type.slice(1);
  return fields.length ? `${name}: ${fields.join('; ')}` : name;
}

function describePlay({ b, actor }: Asked, a: PlayAction): string {
  const zone = a.from === 'trash' ? 'trash' : 'hand';
  const name = b.s.cards[b.s.players[actor]![zone][a.index]!];
  const side = a.side !== undefined && a.side !== actor ? ` on seat ${a.side}'s side` : '';
  return `Play ${name}${zone === 'trash' ? ' from the trash' : ''} face-${a.face} in line ${a.line}${side}`;
}

function describeAccept({ b }: Asked): string {
  const from = sourceName(b);
  return from ? `Accept (${from})` : 'Accept';
}

function describeRearrange(_q: Asked, a: RearrangeAction): string {
  return `Rearrange seat ${a.whose}'s protocols: ${a.order.join(', ')}`;
}

function describeCardPick(q: Asked, a: CardAction): string {
  return `${verb(q.b)} ${fieldCard(q, a)}`;
}

function describeHandPick(q: Asked, a: HandAction): string {
  return `${verb(q.b)} ${q.b.s.cards[q.b.s.players[q.actor]!.hand[a.index]!]}`;
}

function describeOption({ b, prompt }: Asked, a: OptionAction): string {
  if (prompt.kind === 'order') {
    const t = prompt.triggers[a.index]!;
    return `Resolve ${b.s.cards[t.card]} (${t.section}) first`;
  }
  if (prompt.kind === 'option') return `Choose "${prompt.labels[a.index]}"`;
  return `Choose option ${a.index}`;
}

/**
 * A card on the field as the acting seat knows it: by name if face-up or its own; otherwise a
 * face-down card, placed in its stack when covered (several face-down cards can share a stack).
 */
function fieldCard({ b, actor }: Asked, a: CardAction): string {
  const stack = b.s.players[a.player]!.stacks[a.line]!;
  const card = stack[a.index]!;
  const up = b.s.up[card];
  const name = up ? b.s.cards[card] : a.player === actor ? `face-down ${b.s.cards[card]}` : 'face-down card';
  const place = !up && a.index < stack.length - 1 ? ` (covered, ${ordinal(a.index + 1)} from the bottom)` : '';
  return `seat ${a.player}'s ${name}${place} in line ${a.line}`;
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The verb of the command that asks for a card now: clear cache discards; card text by its op. */
function verb(b: Board): string {
  return verbOr(b, 'Select');
}

function verbOr(b: Board, otherwise: string): string {
  const f = b.s.frames[b.s.frames.length - 1];
  if (f?.k === 'cache') return 'Discard';
  if (f?.k !== 'text') return otherwise;
  return VERBS[commandsAt(b, f.src, f.path)[f.pc]?.op ?? ''] ?? otherwise;
}

/** The card whose text asks the current question, when it is public (face-up on the field, or in a trash). */
export function sourceName(b: Board): string | null {
  const f = b.s.frames[b.s.frames.length - 1];
  if (f?.k !== 'text' && f?.k !== 'each') return null;
  return isPublic(b, f.src.card) ? b.s.cards[f.src.card]! : null;
}

/** Whether every seat may know which card this is now (Codex, "Public and Private Information"). */
export function isPublic(b: Board, card: number): boolean {
  const at = locate(b, card);
  return at.zone === 'trash' || (at.zone === 'field' && b.s.up[card]!);
}
