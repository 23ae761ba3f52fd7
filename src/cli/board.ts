/**
 * The table as text, drawn from one seat's view (or a spectator's): the header (turn, phase,
 * who decides, control), each seat's hand, deck and trash, then each line from the viewer's left —
 * both protocols with their compiled state, both totals and who leads, and both stacks, covered
 * cards first and the top card last, each with its face and value.
 * @module
 */
import type { CardDef } from '../cards/schema.js';
import type { PlayerId } from '../state/types.js';
import type { CardView, PlayerViewState, SideView } from '../view/view.js';
import type { Paint } from './style.js';

/** What each seat is called on screen, e.g. `['you', 'random bot']`. */
export type SeatNames = readonly [string, string];

/** "you (seat 0)". */
export const seatLabel = (names: SeatNames, seat: PlayerId): string => `${names[seat]} (seat ${seat})`;

/** The seats in the order the viewer reads them: the viewer last (nearest), the opponent first. */
const seatsFacing = (view: PlayerViewState): [PlayerId, PlayerId] => (view.seat === 1 ? [0, 1] : [1, 0]);

/** The whole table, as lines. */
export function drawTable(view: PlayerViewState, names: SeatNames, paint: Paint): string[] {
  if (view.phase === 'draft') return drawDraft(view, names, paint);
  const width = Math.max(...names.map((n) => n.length));
  const lines = [header(view, names, paint), ...seatsFacing(view).map((seat) => `  ${paint(seatColour(view, seat), names[seat].padEnd(width))}  ${zones(view.players[seat], paint)}`), ''];
  for (const line of view.linesFromMyLeft) lines.push(...drawLine(view, line, names, width, paint));
  return lines;
}

/** During the draft: each seat's protocols so far, and what is left to pick. */
function drawDraft(view: PlayerViewState, names: SeatNames, paint: Paint): string[] {
  const picked = (seat: PlayerId) => view.players[seat].protocols.map((p) => p.name || '—').join(', ');
  const width = Math.max(...names.map((n) => n.length));
  return [
    header(view, names, paint),
    ...seatsFacing(view).map((seat) => `  ${paint(seatColour(view, seat), names[seat].padEnd(width))}  ${picked(seat)}`),
    `  ${'left'.padEnd(width)}  ${(view.draftPool ?? []).join(', ')}`,
    '',
  ];
}

/** "Turn 7 · action phase · seat 0 (you) to decide · control: neutral". */
function header(view: PlayerViewState, names: SeatNames, paint: Paint): string {
  const who = view.result ? 'game over' : view.prompt ? `${seatLabel(names, view.prompt.player)} to decide` : '';
  const control = view.control === null ? 'neutral' : names[view.control];
  const turn = view.phase === 'draft' ? 'Draft' : `Turn ${view.turnNumber} (${names[view.turn]}) · ${view.phase} phase`;
  return paint('bold', `${turn} · ${who} · control: ${control}`);
}

/** Hand, deck and trash counts, the trash's top card, and the viewer's own hand size. */
function zones(side: SideView, paint: Paint): string {
  const trashTop = side.trash.length ? `, top ${paint('bold', side.trash[side.trash.length - 1]!)}` : '';
  return `hand ${side.handCount} · deck ${side.deckCount} · trash ${side.trash.length}${trashTop}`;
}

/** One line of the table: each seat's protocol (compiled or not) and total, who leads, then both stacks. */
function drawLine(view: PlayerViewState, line: number, names: SeatNames, width: number, paint: Paint): string[] {
  const [far, near] = seatsFacing(view);
  const side = (seat: PlayerId) => {
    const p = view.players[seat].protocols[line]!;
    return `${names[seat]}: ${paint('bold', p.name)}${p.compiled ? ` ${paint('green', '✓ compiled')}` : ''}, total ${view.players[seat].totals[line]}`;
  };
  const total = (seat: PlayerId) => view.players[seat].totals[line]!;
  const leader = total(near) > total(far) ? names[near] : names[far];
  const lead = total(near) === total(far) ? 'tied' : `${leader} ${leader === 'you' ? 'lead' : 'leads'}`;
  return [
    `${paint('bold', `LINE ${line}`)}  ${side(near)}  |  ${side(far)}  ${paint('dim', '·')} ${paint('yellow', lead)}`,
    ...[near, far].map((seat) => `  ${paint(seatColour(view, seat), names[seat].padEnd(width))}  ${stack(view.players[seat].stacks[line]!, paint)}`),
  ];
}

/** A stack, covered cards first and the top card last: "covered: Fire 1 (up, 1) | top: a face-down card (down, 2)". */
export function stack(cards: readonly CardView[], paint: Paint): string {
  if (cards.length === 0) return paint('dim', '(empty)');
  const top = cards[cards.length - 1]!;
  const covered = cards.slice(0, -1).map((c) => card(c, paint));
  return `${covered.length ? `covered: ${covered.join(', ')} | ` : ''}top: ${paint('bold', card(top, paint))}`;
}

/** "Fire 3 (up, 3)", "Fire 5 (down, 2)" for one's own face-down card, "face-down (2)" for another's. */
function card(c: CardView, paint: Paint): string {
  if (c.face === 'up') return `${c.card} (up, ${c.value})`;
  return paint('dim', c.card ? `${c.card} (down, ${c.value})` : `face-down (${c.value})`);
}

/** The viewer's seat in cyan, the other in magenta (spectators: seat 0 cyan). */
const seatColour = (view: PlayerViewState, seat: PlayerId) => (seat === (view.seat === 1 ? 1 : 0) ? 'cyan' : 'magenta');

/** The viewer's hand, each card with its text, section by section. */
export function drawHand(view: PlayerViewState, cards: Readonly<Record<string, CardDef>>, paint: Paint): string[] {
  if (view.seat === 'spectator') return [];
  const hand = view.players[view.seat].hand ?? [];
  if (hand.length === 0) return [paint('bold', 'Your hand is empty.')];
  const width = Math.max(...hand.map((id) => id.length));
  return [paint('bold', `Your hand (${hand.length}):`), ...hand.flatMap((id) => cardText(id, cards[id], width, paint))];
}

/** A card's name and each of its printed sections, one per line. */
export function cardText(id: string, def: CardDef | undefined, width: number, paint: Paint): string[] {
  const sections = (['top', 'middle', 'bottom'] as const).flatMap((name) => (def?.[name] ? [`${name}: ${def[name]!.text}`] : []));
  if (sections.length === 0) return [`  ${paint('bold', id.padEnd(width))}  ${paint('dim', '(no text)')}`];
  return sections.map((text, i) => `  ${i === 0 ? paint('bold', id.padEnd(width)) : ' '.repeat(width)}  ${text}`);
}

/** Numbered moves: "  3. Play Fire 3 face-up in line 1". */
export function drawMoves(descriptions: readonly string[]): string[] {
  const width = String(descriptions.length).length;
  return descriptions.map((d, i) => `  ${String(i + 1).padStart(width)}. ${d}`);
}
