/**
 * Determinisation: a full game state consistent with everything one seat knows, for search bots
 * (OpenSpiel's "resample from infostate"). It is built from the seat's view and the events it
 * saw — never from the real state — so it cannot leak what the seat may not know:
 *
 * - every card the view shows is where the view shows it: the field's face-up cards, the seat's
 *   own face-down cards and hand, both trashes, the cards of effects in progress (`view.pending`);
 * - the opponent's hand, both decks and the opponent's face-down cards get the cards nobody has
 *   shown where they are, each drawn among the zones the seat's history leaves possible for it
 *   ({@link Whereabouts}): a revealed hand stays revealed until a card may have left it unseen, a
 *   trash shuffled into a deck is in that deck, a card flipped face-down is where it was flipped;
 * - card numbers are the determiniser's own (by seat, line and value, as at setup), and the
 *   random generator's state is fresh, so nothing about the real state's numbering or future
 *   shuffles carries over.
 *
 * Why from the view and the history rather than a tracker the bot keeps: the pair is exactly what
 * `playGame` gives a bot at each decision, any bot can rebuild it, and a determinisation is then a
 * pure function of what the seat knows — testable against the real game at every step.
 * @module
 */
import type { Engine } from '../api.js';
import { defaultEngine } from '../api.js';
import { fail } from '../errors.js';
import type { GameEvent } from '../state/events.js';
import type { GameState, PlayerId, PlayerState, Frame, Prompt } from '../state/types.js';
import type { PlayerViewState } from '../view/view.js';
import { type CardRef, type PendingFrame, mapFrame, mapPrompt } from '../view/pending.js';
import { type Whereabouts, type Zones, whereabouts, zone } from './whereabouts.js';
import { deal } from './matching.js';

/** A random integer in [0, n): a bot's generator (see `botRandom`). */
export type Rng = (n: number) => number;

/** Where a hidden card may go: a place in the state being built, and the zone it belongs to. */
interface Slot {
  zone: Zones;
  /** The list the card goes into, and its index there. */
  list: (string | null)[];
  index: number;
}

/** What a seat knows, read once; {@link InformationSet.sample} then draws states from it. */
export class InformationSet {
  private readonly seat: PlayerId;
  /** Every card of the game, by number in the states this set builds. */
  private readonly cards: string[];
  private readonly numberOf: ReadonlyMap<string, number>;
  private readonly where: Whereabouts | null;
  /**
   * How many samples had to place some card outside the zones its history leaves possible, because
   * the possibilities did not fit together (none should, on the engine's own events).
   */
  relaxed = 0;

  /**
   * `view`: the seat's view (it must be that seat's decision, or the game must be over);
   * `history`: every event the seat saw since the game began, oldest first.
   */
  constructor(
    private readonly view: PlayerViewState,
    history: readonly GameEvent[],
    engine: Engine = defaultEngine(),
  ) {
    if (view.seat === 'spectator') fail('INVALID_SEAT', 'determinize needs a seat\'s view, not a spectator\'s');
    if (!view.result && (!view.prompt || view.prompt.player !== view.seat || !view.pending.prompt)) {
      fail('NOT_YOUR_TURN', `determinize needs the view of the seat that must decide (seat ${view.prompt?.player} decides, this is seat ${view.seat}'s view)`);
    }
    this.seat = view.seat;
    const owners = new Map<string, PlayerId>();
    if (view.phase !== 'draft') {
      for (const p of [0, 1] as const) {
        for (const slot of view.players[p].protocols) {
          const def = engine.protocols.find((d) => d.name === slot.name);
          if (!def) fail('INVALID_STATE', `determinize: this engine knows no protocol "${slot.name}"`);
          for (const c of [...def.cards].sort((a, b) => a.value - b.value)) owners.set(c.id, p);
        }
      }
    }
    this.cards = Object.freeze([...owners.keys()]) as string[];
    this.numberOf = new Map(this.cards.map((c, i) => [c, i]));
    this.where = view.phase === 'draft' ? null : whereabouts(owners, history);
  }

  /** A full state consistent with what the seat knows, hidden cards drawn with `rng`. */
  sample(rng: Rng): GameState {
    const v = this.view;
    const b = new Builder(v, this.seat, rng);
    b.unknown.push(...this.cards.filter((name) => !b.placed.has(name)));
    if (b.unknown.length < b.slots.length) fail('INVALID_STATE', 'determinize: the view shows more hidden cards than the game has');
    const { absent, relaxed } = b.fill((name) => this.where!.of(name));
    if (relaxed) this.relaxed++;
    const num = (name: string | null): number => this.numberOf.get(name!)!;
    const zone = (list: (string | null)[]): number[] => list.map(num);
    const players = b.players.map((p, i): PlayerState => ({
      protocols: v.players[i as PlayerId].protocols.map((x) => ({ name: x.name, compiled: x.compiled })),
      stacks: p.stacks.map(zone),
      hand: zone(p.hand),
      deck: zone(p.deck),
      trash: zone(p.trash),
    }));
    const transit = b.transit.map((name) => (name === undefined ? -1 : num(name)));
    const card = (ref: CardRef): number => {
      switch (ref.at) {
        case 'field': return players[ref.player]!.stacks[ref.line]![ref.index]!;
        case 'hand': case 'deck': case 'trash': return players[ref.player]![ref.at][ref.index]!;
        case 'transit': return transit[ref.frame]!;
        case 'hidden': return num(b.tokenCard(ref));
        case 'absent': return fail('INVALID_STATE', 'determinize: an effect refers to a card out of the game');
      }
    };
    const up = this.cards.map(() => false);
    players.forEach((p, i) => {
      p.trash.forEach((c) => (up[c] = true));
      p.stacks.forEach((st, line) => st.forEach((c, k) => (up[c] = v.players[i as PlayerId].stacks[line]![k]!.face === 'up')));
    });
    v.pending.frames.forEach((f) => {
      if ((f.k === 'land' || f.k === 'arrive') && f.card.at === 'transit') up[transit[f.card.frame]!] = f.card.up;
    });
    const pending = v.pending;
    return {
      format: 2,
      rng: [0, 1, 2, 3].map(() => rng(0x10000) * 0x10000 + rng(0x10000)),
      cards: this.cards,
      up,
      absent: absent.map(num),
      players,
      control: v.control,
      useControl: pending.useControl,
      turn: v.turn,
      turnNumber: v.turnNumber,
      maxTurns: pending.maxTurns,
      phase: v.phase,
      draft: pending.draft && v.draftPool ? { pool: [...v.draftPool], picks: [...pending.draft.picks], first: pending.draft.first } : null,
      frames: pending.frames.map((f) => mapFrame<CardRef, number>(f, card, (t) => (typeof t === 'number' ? t : card(t))) as Frame),
      prompt: pending.prompt ? (mapPrompt<CardRef, number>(pending.prompt, card) as Prompt) : null,
      noCompile: pending.noCompile.map((n) => ({ player: n.player, turn: n.turn, card: card(n.card) })),
      compiledThisTurn: pending.compiledThisTurn,
      result: v.result ? { winner: v.result.winner, reason: v.result.reason } : null,
    };
  }
}

/**
 * A full state consistent with what `view`'s seat knows (see the module). `history`: every event
 * the seat saw, oldest first (a bot's `decision.history`); `rng` draws the hidden cards. For many
 * samples of one decision, make an {@link InformationSet} once and call `sample`.
 */
export function determinize(view: PlayerViewState, history: readonly GameEvent[], rng: Rng, engine: Engine = defaultEngine()): GameState {
  return new InformationSet(view, history, engine).sample(rng);
}

/** One sample in the making: the zones with the cards the view places, and the slots still open. */
class Builder {
  readonly players: { stacks: (string | null)[][]; hand: (string | null)[]; deck: (string | null)[]; trash: (string | null)[] }[];
  /** The card of each pending `land`/`arrive` frame, by frame number (`null`: hidden). */
  readonly transit: (string | null | undefined)[] = [];
  readonly placed = new Set<string>();
  readonly unknown: string[] = [];
  readonly slots: Slot[] = [];
  private readonly tokens = new Map<number, Slot>();

  constructor(v: PlayerViewState, seat: PlayerId, private readonly rng: Rng) {
    this.players = v.players.map((side) => ({
      stacks: side.stacks.map((st) => st.map((c) => c.card ?? null)),
      hand: side.hand ? [...side.hand] : new Array<string | null>(side.handCount).fill(null),
      deck: new Array<string | null>(side.deckCount).fill(null),
      trash: [...side.trash],
    }));
    v.pending.frames.forEach((f, i) => {
      if (f.k === 'land' || f.k === 'arrive') this.transit[i] = f.card.at === 'transit' ? (f.card.card ?? null) : null;
    });
    for (const ref of refsOf(v)) this.placeNamed(ref);
    this.players.forEach((p, i) => {
      const player = i as PlayerId;
      p.stacks.forEach((st, line) => this.open(st, zone.field(player, line)));
      if (player !== seat) this.open(p.hand, zone.hand(player));
      this.open(p.deck, zone.deck(player));
      for (const list of [...p.stacks, p.hand, p.deck, p.trash]) for (const c of list) if (c !== null) this.placed.add(c);
    });
    v.pending.frames.forEach((f, i) => {
      if (f.k !== 'land' && f.k !== 'arrive') return;
      const name = this.transit[i];
      if (name) this.placed.add(name);
      else this.slots.push({ zone: transitZone(f), list: this.transit as (string | null)[], index: i });
    });
  }

  /** Opens a slot for each unnamed place of a zone. */
  private open(list: (string | null)[], z: Zones): void {
    list.forEach((c, index) => {
      if (c === null) this.slots.push({ zone: z, list, index });
    });
  }

  /** A reference that names its card fixes the card at its place (a text's card, a revealed deck card, a transit card). */
  private placeNamed(ref: CardRef): void {
    if (ref.at === 'absent' || ref.card === undefined) return;
    if (ref.at === 'hidden') {
      const list = this.players[ref.player]![ref.zone];
      const slot = this.tokenSlot(ref, list);
      if (list[slot] === null) list[slot] = ref.card;
      return;
    }
    if (ref.at === 'transit') this.transit[ref.frame] = ref.card;
    else if (ref.at === 'field') this.players[ref.player]!.stacks[ref.line]![ref.index] = ref.card;
    else this.players[ref.player]![ref.at][ref.index] = ref.card;
  }

  /** The index a hidden token stands for in its zone, drawn once among the places no other token took. */
  private tokenSlot(ref: Extract<CardRef, { at: 'hidden' }>, list: (string | null)[]): number {
    const known = this.tokens.get(ref.token);
    if (known) return known.index;
    const taken = new Set([...this.tokens.values()].filter((s) => s.list === list).map((s) => s.index));
    // A named card takes an open place (or its own); an unnamed one, once the slots are filled, any place.
    const fits = (i: number) => ref.card === undefined || list[i] === null || list[i] === ref.card;
    const free = list.map((_, i) => i).filter((i) => !taken.has(i) && fits(i));
    const index = free[this.rng(free.length)]!;
    this.tokens.set(ref.token, { zone: 0, list, index });
    return index;
  }

  /** The card a hidden token names, once the slots are filled. */
  tokenCard(ref: Extract<CardRef, { at: 'hidden' }>): string {
    const list = this.players[ref.player]![ref.zone];
    return list[this.tokenSlot(ref, list)]!;
  }

  /**
   * Fills every open slot with an unknown card whose possible zones include the slot's (see
   * {@link deal}); returns the cards left over (out of the game), and whether the possibilities had
   * to be dropped because they did not fit together — which the engine's events should never cause.
   */
  fill(possible: (card: string) => Zones): { absent: string[]; relaxed: boolean } {
    const open = new Map<Zones, Slot[]>();
    for (const s of this.slots) open.set(s.zone, [...(open.get(s.zone) ?? []), s]);
    const places = new Map([...open].map(([z, slots]) => [z, slots.length]));
    const cards = this.unknown.map((card) => ({ card, zones: possible(card) }));
    let dealt = deal(cards, places, this.rng);
    const relaxed = dealt === null;
    dealt ??= deal(cards.map((c) => ({ card: c.card, zones: -1 })), places, this.rng)!;
    for (const [z, got] of dealt.into) open.get(z)!.forEach((s, i) => (s.list[s.index] = got[i]!));
    return { absent: dealt.out, relaxed };
  }
}

/** The zone a committed card is going to: its stack, or the hand, deck or trash it arrives in. */
function transitZone(f: Extract<PendingFrame, { k: 'land' | 'arrive' }>): Zones {
  if (f.k === 'land') return zone.field(f.player, f.line);
  return f.zone === 'hand' ? zone.hand(f.player) : f.zone === 'trash' ? zone.trash(f.player) : zone.deck(f.player);
}

/** Every card reference of a view's pending part. */
function refsOf(v: PlayerViewState): CardRef[] {
  const out: CardRef[] = [];
  const collect = (r: CardRef): number => {
    out.push(r);
    return 0;
  };
  for (const f of v.pending.frames) mapFrame<CardRef, number>(f, collect, (t) => (typeof t === 'number' ? t : collect(t)));
  if (v.pending.prompt) mapPrompt<CardRef, number>(v.pending.prompt, collect);
  for (const n of v.pending.noCompile) collect(n.card);
  return out;
}
