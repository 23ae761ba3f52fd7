/**
 * One decision's screen for `compile-engine play`, fitted to the terminal (80 × 24 unless it says
 * otherwise): a compact board with the text of every card the seat can see, what happened since
 * the last screen, the hand, and the moves grouped (plays by card, then by face and line). What does
 * not fit is cut to fit, with the command that shows it whole: `look LINE`, `card NAME`, `log`,
 * `moves`, `hand`. Move numbers are the legal actions' order, so they stay the same within a
 * decision however the screen is drawn.
 * @module
 */
import type { Action } from '../state/actions.js';
import type { CardDef, ProtocolDef } from '../cards/schema.js';
import type { Line, PlayerId } from '../state/types.js';
import type { CardView, PlayerViewState, SideView } from '../view/view.js';
import type { Paint, Style } from './style.js';

/** The terminal's size in characters. */
export interface Size {
  rows: number;
  cols: number;
}

/** A standard terminal, for output that is not one. */
export const STANDARD: Size = { rows: 24, cols: 80 };

/** What the screen is drawn from. */
export interface ScreenInput {
  view: PlayerViewState;
  /** What each seat is called: `['you', 'greedy']`. */
  names: readonly [string, string];
  cards: Readonly<Record<string, CardDef>>;
  /** The engine's protocols: the draft shows each one's summary. */
  protocols: readonly ProtocolDef[];
  /** Each legal action in English, in the legal actions' order. */
  moves: readonly string[];
  /** What happened since the last screen, oldest first, already in the player's words. */
  news: readonly string[];
  size: Size;
}

/** A run of text in one style; a row is a list of them. */
type Segment = readonly [Style | null, string];
type Row = Segment[];

const rowText = (row: Row) => row.map(([, t]) => t).join('');

/** The row cut to `cols` characters, with "…" where it was cut. */
function fit(row: Row, cols: number): Row {
  if (rowText(row).length <= cols) return row;
  const out: Row = [];
  let room = cols - 1;
  for (const [style, text] of row) {
    if (room <= 0) break;
    out.push([style, text.slice(0, room)]);
    room -= text.length;
  }
  out.push([null, '…']);
  return out;
}

/** The row without trailing spaces (a stack with no text is padded for the next column). */
function trimEnd(row: Row): Row {
  const out = [...row];
  while (out.length && out[out.length - 1]![1].trimEnd() === '') out.pop();
  if (out.length) out[out.length - 1] = [out[out.length - 1]![0], out[out.length - 1]![1].trimEnd()];
  return out;
}

const render = (row: Row, paint: Paint, cols: number) => fit(row, cols).map(([style, text]) => (style ? paint(style, text) : text)).join('');

/** A card's printed texts on one line: "top: … / middle: … / bottom: …" (only the sections it has). */
export function cardSummary(def: CardDef | undefined): string {
  if (!def) return '';
  const sections = (['top', 'middle', 'bottom'] as const).filter((s) => def[s]);
  if (sections.length === 1) return def[sections[0]!]!.text;
  return sections.map((s) => `${s}: ${def[s]!.text}`).join(' / ');
}

/** "Fire 3", "Fire 3 ↓" (one's own face-down card), "face-down" (another's). */
const cardLabel = (c: CardView) => (c.face === 'up' ? c.card : c.card ? `${c.card} ↓` : 'face-down');

/** The seats as the viewer reads the board: the opponent first (far), the viewer last (near). */
const farNear = (view: PlayerViewState): [PlayerId, PlayerId] => (view.seat === 1 ? [0, 1] : [1, 0]);

/** "Turn 7 · greedy's turn · action phase · control: you" (or the draft, or the result). */
function header(view: PlayerViewState, names: readonly [string, string]): Row {
  const whose = (p: PlayerId) => (names[p] === 'you' ? 'your' : `${names[p]}'s`);
  const control = view.control === null ? 'neutral' : names[view.control];
  const turn = view.phase === 'draft' ? `Draft (1-2-2-1) · ${view.prompt ? `${whose(view.prompt.player)} pick` : ''}` : `Turn ${view.turnNumber} · ${whose(view.turn)} turn · ${view.phase} phase`;
  const waiting = view.result ? ' · game over' : view.prompt && view.prompt.player !== view.turn ? ` · ${names[view.prompt.player]} to decide` : '';
  return [['bold', `${turn}${waiting}${view.phase === 'draft' ? '' : ` · control: ${control}`}`]];
}

/** "greedy  hand 5 · deck 12 · trash 1 (Time 2)". */
function zones(name: string, width: number, side: SideView): Row {
  const top = side.trash.length ? ` (${side.trash[side.trash.length - 1]})` : '';
  return [['bold', name.padEnd(width)], [null, `  hand ${side.handCount} · deck ${side.deckCount} · trash ${side.trash.length}${top}`]];
}

/** One seat's half of a line: "L0 Corruption ✓  3  Plague 3 +1  <its text>". */
function stackRow(label: string, side: SideView, line: Line, cards: Readonly<Record<string, CardDef>>, near: boolean): Row {
  const protocol = side.protocols[line]!;
  const stack = side.stacks[line]!;
  const top = stack[stack.length - 1];
  const covered = stack.length > 1 ? ` +${stack.length - 1}` : '';
  const name = `${protocol.name}${protocol.compiled ? ' ✓' : ''}`.padEnd(14);
  const total = String(side.totals[line]).padStart(2);
  const shown = top ? `${cardLabel(top)}${covered}`.padEnd(16) : '—'.padEnd(16);
  const text = top?.face === 'up' ? cardSummary(cards[top.card]) : '';
  return [[null, label], [near ? 'cyan' : 'magenta', name], ['bold', total], [null, '  '], [top?.face === 'up' ? 'bold' : 'dim', shown], [null, text]];
}

/** The board: header, the opponent's zones, both stacks of each line from the viewer's left, the viewer's zones. */
export function boardRows(input: Pick<ScreenInput, 'view' | 'names' | 'cards'>): Row[] {
  const { view, names, cards } = input;
  const [far, near] = farNear(view);
  const width = Math.max(names[0].length, names[1].length);
  if (view.phase === 'draft') {
    const picked = (p: PlayerId) => view.players[p].protocols.map((x) => x.name || '—').join(', ');
    return [header(view, names), [['bold', names[far].padEnd(width)], [null, `  ${picked(far)}`]], [['bold', names[near].padEnd(width)], [null, `  ${picked(near)}`]]];
  }
  const rows: Row[] = [header(view, names), zones(names[far], width, view.players[far])];
  for (const line of view.linesFromMyLeft) {
    rows.push(stackRow(`L${line} `, view.players[far], line, cards, false));
    rows.push(stackRow('   ', view.players[near], line, cards, true));
  }
  rows.push(zones(names[near], width, view.players[near]));
  return rows;
}

/** Items laid out left to right, as many to a row as fit, in columns of one width. */
function flow(items: readonly Row[], cols: number, indent = 2): Row[] {
  if (items.length === 0) return [];
  const width = Math.min(cols - indent, Math.max(...items.map((i) => rowText(i).length)) + 2);
  const perRow = Math.max(1, Math.floor((cols - indent) / width));
  const rows: Row[] = [];
  for (let i = 0; i < items.length; i += perRow) {
    const row: Row = [[null, ' '.repeat(indent)]];
    items.slice(i, i + perRow).forEach((item, k, all) => {
      row.push(...item);
      if (k < all.length - 1) row.push([null, ' '.repeat(width - rowText(item).length)]);
    });
    rows.push(row);
  }
  return rows;
}

/** "1 ↑L0", the short form of a play within its card's group. */
const playMove = (n: number, a: Extract<Action, { type: 'play' }>) => `${n} ${a.face === 'up' ? '↑' : '↓'}L${a.line}`;

/**
 * The moves, grouped: plays from the hand by card ("Fire 2  5 ↓L0  6 ↓L1  7 ↑L2"), then every
 * other move by its number and its English; a draft lists the protocols left.
 */
export function moveRows(view: PlayerViewState, moves: readonly string[], cols: number, summaries?: ReadonlyMap<string, string>): Row[] {
  const legal = view.legalActions;
  if (legal.length > 0 && legal.every((a) => a.type === 'draft')) {
    const summary = (name: string) => (summaries?.get(name) ? ` · ${summaries.get(name)}` : '');
    return flow(legal.map((a, i) => [['bold', String(i + 1)], [null, ` ${(a as Extract<Action, { type: 'draft' }>).protocol}`], ['dim', summary((a as Extract<Action, { type: 'draft' }>).protocol)]]), cols);
  }
  const hand = view.seat === 'spectator' ? [] : view.players[view.seat].hand ?? [];
  const byCard = new Map<string, Segment[]>();
  const others: Row[] = [];
  legal.forEach((a, i) => {
    if (a.type === 'play' && a.from !== 'trash' && a.side === undefined && hand[a.index] !== undefined) {
      const key = `${a.index}`;
      const group = byCard.get(key) ?? [['bold', `${hand[a.index]!}:`]];
      group.push([null, ` ${playMove(i + 1, a)}`]);
      byCard.set(key, group);
    } else {
      others.push([['bold', String(i + 1)], [null, ` ${moves[i]}`]]);
    }
  });
  return [...flow([...byCard.values()], cols), ...flow(others, cols)];
}

/** The viewer's hand, a card a row with its text (`full`), or the names only, as many to a row as fit. */
export function handRows(view: PlayerViewState, cards: Readonly<Record<string, CardDef>>, cols: number, full: boolean): Row[] {
  if (view.seat === 'spectator') return [];
  const hand = view.players[view.seat].hand ?? [];
  if (hand.length === 0) return [[['bold', 'Your hand is empty.']]];
  if (!full) return flow([[['dim', 'hand (texts: hand):']], ...hand.map((id): Row => [['bold', id]])], cols);
  return hand.map((id): Row => [[null, '  '], ['bold', id.padEnd(14)], [null, cardSummary(cards[id])]]);
}

const HINT = 'number · board · log · moves · hand · look LINE · card NAME · help · quit';

/**
 * The whole screen for one decision, at most `size.rows - 2` rows of at most `size.cols` characters:
 * with the blank line above it and the input line below it, it fills the terminal exactly. What gives way first: older news, then the hand's texts, then moves
 * past the room left (each cut says which command shows it whole).
 */
export function drawScreen(input: ScreenInput, paint: Paint): string[] {
  const { view, names, cards, moves, news, size } = input;
  const summaries = new Map(input.protocols.map((p) => [p.name, p.summary ?? '']));
  const board = boardRows(input);
  const asked: Row[] = view.prompt?.text && view.phase !== 'action' ? [[['bold', 'Asked: '], [null, view.prompt.text]]] : [];
  const over = view.result ? [[['bold', view.result.winner === null ? `The game stops (${view.result.reason}): a draw.` : names[view.result.winner] === 'you' ? 'You win!' : `${names[view.result.winner]} wins.`]], [[null, 'The game is over: undo, save FILE, load FILE, log or quit.']]] as Row[] : [];
  const moving = !view.result && view.prompt?.player === view.seat;
  const legend = view.legalActions.some((a) => a.type === 'play') ? ' (↑ face-up, ↓ face-down, L line)' : '';
  const title: Row = [['bold', `Your moves${legend}`], ['dim', view.phase === 'draft' ? ' · card NAME shows a protocol\'s cards' : ' · type a number, or help']];
  let movesShown: Row[] = moving ? [title, ...moveRows(view, moves, size.cols, summaries)] : [];
  const hint: Row[] = moving ? [] : [[['dim', HINT]]];
  const room = size.rows - 2;
  const fixed = board.length + asked.length + over.length + hint.length;
  // A draft too long for the summaries is listed by name only.
  if (moving && view.phase === 'draft' && fixed + movesShown.length > room) movesShown = [title, ...moveRows(view, moves, size.cols)];
  let hand = view.phase === 'draft' ? [] : handRows(view, cards, size.cols, true);
  if (fixed + hand.length + movesShown.length > room) hand = handRows(view, cards, size.cols, false);
  const spare = room - fixed - hand.length;
  if (movesShown.length > spare) {
    const keep = Math.max(1, spare - 1);
    movesShown = [...movesShown.slice(0, keep), [['dim', `… ${movesShown.length - keep} more rows of moves: type moves`]]];
  }
  const newsRoom = Math.max(0, room - fixed - hand.length - movesShown.length);
  let told: Row[] = news.map((n) => [[null, `  ${n}`]]);
  if (told.length > newsRoom) {
    const keep = Math.max(0, newsRoom - 1);
    told = newsRoom === 0 ? [] : [[['dim', `  (${told.length - keep} earlier: type log)`]], ...told.slice(told.length - keep)];
  }
  return [...told, ...board, ...hand, ...asked, ...over, ...movesShown, ...hint].map((row) => render(trimEnd(row), paint, size.cols));
}

/** `look LINE`: both stacks of a line, bottom to top, each card with its face, value and full text. */
export function lookRows(view: PlayerViewState, names: readonly [string, string], cards: Readonly<Record<string, CardDef>>, line: Line): string[] {
  const out: string[] = [];
  for (const seat of farNear(view)) {
    const side = view.players[seat];
    const protocol = side.protocols[line]!;
    out.push(`Line ${line}, ${names[seat]}: ${protocol.name}${protocol.compiled ? ' (compiled)' : ''}, total ${side.totals[line]}`);
    const stack = side.stacks[line]!;
    if (stack.length === 0) out.push('  (empty)');
    stack.forEach((c, i) => {
      const where = i === stack.length - 1 ? 'top' : 'covered';
      const name = c.face === 'up' || c.card ? c.card! : 'a face-down card';
      out.push(`  ${where}: ${name}, face-${c.face}, value ${c.value}`);
      if (c.face === 'up') for (const text of sectionTexts(cards[c.card])) out.push(`      ${text}`);
      else if (c.card) out.push('      (face-down: its text is not in play)');
    });
  }
  return out;
}

/** A card's sections, each on its own line: "middle: Flip 1 other card. Draw 2 cards." */
export const sectionTexts = (def: CardDef | undefined): string[] => (['top', 'middle', 'bottom'] as const).flatMap((s) => (def?.[s] ? [`${s}: ${def[s]!.text}`] : []));

/**
 * `card NAME`: a card's full text, or a protocol's six cards; names are case-insensitive
 * ("fire 3", "FIRE"). Card texts are public (the game's own card list); looking one up tells
 * nothing about where that card is.
 */
export function cardRows(name: string, cards: Readonly<Record<string, CardDef>>, protocols: readonly ProtocolDef[]): string[] | null {
  const wanted = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const card = Object.values(cards).find((c) => c.id.toLowerCase() === wanted);
  if (card) return [card.id, ...sectionTexts(card).map((t) => `  ${t}`)];
  const protocol = protocols.find((p) => p.name.toLowerCase() === wanted);
  if (!protocol) return null;
  return [`${protocol.name} (${protocol.set})${protocol.summary ? `: ${protocol.summary}` : ''}`, ...protocol.cards.flatMap((c) => [`  ${c.id}`, ...sectionTexts(c).map((t) => `      ${t}`)])];
}
