/**
 * Scenario tests of the Ward and Hex test protocols: each text the card language could not say
 * before (issue 18), played in a real position through the public API, the state checked after.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineProtocol, describeCard, describeEvent, describeSection, eventsFor, OFFICIAL_PROTOCOLS, recordGame, replayRecord } from '../../src/index.js';
import { askEffects, emitEvent } from '../../src/authoring.js';
import { validate } from '../../src/schema.js';
import type { GameEvent, GameState, Passive } from '../../src/index.js';
import type { EffectKind, Handler } from '../../src/authoring.js';
import { testingFor } from '../../src/testing.js';
import { hex, ward, WARD_EFFECTS, WARD_HANDLERS, wardEngine } from './ward.js';

const { act, actWithEvents, choose, deck, hand, line, play, position, stack, trash } = testingFor(wardEngine);
const totals = (g: GameState, seat: 0 | 1) => wardEngine.viewFor(g, seat).players[seat]!.totals;
const customs = (events: GameEvent[]) => events.filter((e) => e.type === 'custom');

describe('Ward 0: "This card cannot be deleted."', () => {
  it('is not offered to "Delete 1 card"; the other cards are, and one of them goes', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Ward', 'Fire', 'Water'], stacks: [['Ward 0'], ['Fire 1'], []] },
      { protocols: ['Hate', 'Death', 'Life'], hand: ['Hate 0'] },
    ] });
    g = act(g, play('Hate 0', 0));
    const offered = wardEngine.legalActions(g);
    expect(offered).not.toContainEqual({ type: 'card', player: 0, line: 0, index: 0 });
    expect(offered).toContainEqual({ type: 'card', player: 0, line: 1, index: 0 });
    g = act(g, choose('Fire 1'));
    expect(stack(g, 0, 0)).toEqual(['Ward 0']);
    expect(trash(g, 0)).toEqual(['Fire 1']);
  });

  it('"Delete 1 card from each other line" asks no order when one line holds only Ward 0: that line can do nothing', () => {
    const r = actWithEvents(position({ turn: 1, players: [
      { protocols: ['Ward', 'Fire', 'Water'], stacks: [[], ['Ward 0'], ['Fire 1']] },
      { protocols: ['Death', 'Hate', 'Life'], hand: ['Death 0'] },
    ] }), play('Death 0', 0));
    expect(r.events.filter((e) => e.type === 'promptRaised' && e.player === 1 && e.kind !== 'action')).toEqual([]);
    expect(stack(r.state, 0, 1)).toEqual(['Ward 0']);
    expect(trash(r.state, 0)).toEqual(['Fire 1']);
  });

  it('with Ward 0 the only other card, a mandatory delete takes the only card left: Hate 0 itself', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Ward', 'Fire', 'Water'], stacks: [['Ward 0'], [], []] },
      { protocols: ['Hate', 'Death', 'Life'], hand: ['Hate 0'] },
    ] });
    g = act(g, play('Hate 0', 0));
    expect(stack(g, 0, 0)).toEqual(['Ward 0']);
    expect(trash(g, 1)).toEqual(['Hate 0']);
  });
});

describe('Ward 1: "Your opponent cannot shift cards in this line." (a ban on who acts, not on whose cards)', () => {
  it('the opponent shifts nothing from or into the line: only a card elsewhere, to a line but Ward\'s', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Ward', 'Fire', 'Water'], stacks: [['Ward 1'], [], ['Fire 1']] },
      { protocols: ['Death', 'Ice', 'Life'], hand: ['Ice 2'], stacks: [['Life 2 down'], [], []] },
    ] });
    g = act(g, play('Ice 2', 1));
    // "Shift 1 other card": Ward 1 and Life 2 lie in the banned line; Fire 1 may go to line 1 only.
    expect(stack(g, 0, 1)).toEqual(['Fire 1']);
    expect(stack(g, 0, 0)).toEqual(['Ward 1']);
    expect(stack(g, 1, 0)).toEqual(['Life 2 down']);
  });

  it('Ward\'s owner still shifts cards of that line, either player\'s', () => {
    let g = position({ players: [
      { protocols: ['Ward', 'Ice', 'Water'], hand: ['Ice 2'], stacks: [['Ward 1'], [], []] },
      { protocols: ['Death', 'Fire', 'Life'], stacks: [['Life 2 down'], [], []] },
    ] });
    g = act(g, play('Ice 2', 1));
    expect(wardEngine.legalActions(g)).toEqual([{ type: 'card', player: 0, line: 0, index: 0 }, { type: 'card', player: 1, line: 0, index: 0 }]);
    g = act(g, choose('Life 2'), line(2));
    expect(stack(g, 1, 2)).toEqual(['Life 2 down']);
  });
});

describe('Ward 2: "Your face-up cards in this line have a value of 1 more."', () => {
  it('adds 1 to each of its owner\'s face-up cards of the line, covered ones too, not to face-down or the opponent\'s', () => {
    const g = position({ players: [
      { protocols: ['Ward', 'Fire', 'Water'], stacks: [['Fire 1', 'Fire 3 down', 'Ward 2'], ['Fire 4'], []] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Death 3'], [], []] },
    ] });
    expect(totals(g, 0)).toEqual([(1 + 1) + 2 + (2 + 1), 4, 0]);
    expect(totals(g, 1)).toEqual([3, 0, 0]);
    expect(wardEngine.viewFor(g, 0).players[0]!.stacks[0]!.map((c) => c.value)).toEqual([2, 2, 3]);
  });
});

describe('Ward 3: "Ignore the top commands of covered cards in this line."', () => {
  const metalUnder = (ward3: string) => position({ players: [
    { protocols: ['Ward', 'Fire', 'Water'], stacks: [[ward3], [], []] },
    { protocols: ['Metal', 'Death', 'Life'], stacks: [['Metal 0', 'Death 3 down'], [], []] },
  ] });

  it('a covered Metal 0 there no longer reduces the opponent\'s total; uncovered, it would', () => {
    expect(totals(metalUnder('Ward 3'), 0)[0]).toBe(3);
    // Ward 3 face-down has no text: Metal 0's top holds, covered (rulebook, "Card Anatomy").
    expect(totals(metalUnder('Ward 3 down'), 0)[0]).toBe(2 - 2);
  });
});

describe('Ward 4: "Put the top card of your deck face-down under this card." (a placement primitive and a custom event)', () => {
  it('the deck\'s top card goes face-down under Ward 4; no play, no shift is reported, the card stays unnamed to both seats', () => {
    const g = position({ players: [
      { protocols: ['Ward', 'Fire', 'Water'], hand: ['Ward 4'], deck: ['Fire 3', 'Fire 4'] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] });
    const r = actWithEvents(g, play('Ward 4', 0));
    expect(stack(r.state, 0, 0)).toEqual(['Fire 3 down', 'Ward 4']);
    expect(deck(r.state, 0)[0]).toBe('Fire 4');
    expect(r.events.filter((e) => e.type === 'played' || e.type === 'shifted')).toHaveLength(1);
    const tucked = customs(r.events);
    expect(tucked).toEqual([{ type: 'custom', name: 'tucked', player: 0, text: 'Ward 4 puts the top card of a deck face-down under itself',
      moves: [{ card: null, from: { zone: 'deck', player: 0 }, to: { zone: 'field', side: 0, line: 0 } }] }]);
    expect(eventsFor(r.events, 1)).toContainEqual(tucked[0]);
    expect(describeEvent(tucked[0]!)).toBe('Ward 4 puts the top card of a deck face-down under itself');
    // Once on the field, its owner may look at it; the opponent may not.
    expect(wardEngine.viewFor(r.state, 0).players[0]!.stacks[0]![0]).toMatchObject({ face: 'down', card: 'Fire 3' });
    expect(wardEngine.viewFor(r.state, 1).players[0]!.stacks[0]![0]).not.toHaveProperty('card');
  });
});

describe('Ward 5: "Swap the top cards of two of your stacks." (a handler asking two questions)', () => {
  it('asks the first stack, then the second, and swaps their top cards; the opponent sees two unnamed cards move, the owner sees which', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Ward'], hand: ['Ward 5'], stacks: [['Fire 1 down'], ['Fire 2 down', 'Fire 3 down'], []] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] });
    g = act(g, play('Ward 5', 2));
    expect(wardEngine.legalActions(g)).toEqual([line(0), line(1), line(2)]);
    g = act(g, line(0));
    expect(wardEngine.legalActions(g)).toEqual([line(1), line(2)]);
    const r = actWithEvents(g, line(1));
    expect(stack(r.state, 0, 0)).toEqual(['Fire 3 down']);
    expect(stack(r.state, 0, 1)).toEqual(['Fire 2 down', 'Fire 1 down']);
    const opp = customs(eventsFor(r.events, 1));
    expect(opp).toHaveLength(1);
    expect(opp[0]).toMatchObject({ name: 'swappedTops', moves: [{ card: null }, { card: null }] });
    const own = customs(eventsFor(r.events, 0));
    expect(own[1]).toMatchObject({ visibleTo: [0], moves: [{ card: 'Fire 1' }, { card: 'Fire 3' }] });
  });

  it('with exactly two stacks, nothing is asked', () => {
    let g = position({ players: [
      { protocols: ['Fire', 'Water', 'Ward'], hand: ['Ward 5'], stacks: [['Fire 1 down'], [], []] },
      { protocols: ['Metal', 'Death', 'Life'] },
    ] });
    g = act(g, play('Ward 5', 2));
    expect(stack(g, 0, 0)).toEqual(['Ward 5']);
    expect(stack(g, 0, 2)).toEqual(['Fire 1 down']);
  });
});

describe('Hex 0: a designer\'s kind of continuous effect ("setValue"), registered like a handler', () => {
  it('"Your opponent\'s face-up cards in this line have a value of 0": their total there is 0, face-down cards keep 2', () => {
    const g = position({ players: [
      { protocols: ['Hex', 'Fire', 'Water'], stacks: [['Hex 0'], [], []] },
      { protocols: ['Metal', 'Death', 'Life'], stacks: [['Death 4', 'Death 3 down', 'Death 1'], ['Death 2'], []] },
    ] });
    expect(totals(g, 1)).toEqual([0 + 2 + 0, 2, 0]);
    expect(totals(g, 0)).toEqual([0, 0, 0]);
  });

  it('an engine without the kind refuses the card; validate with the kind passes it', () => {
    expect(validate(hex).ok).toBe(false);
    expect(validate(hex, { effects: WARD_EFFECTS }).ok).toBe(true);
    expect(validate(ward, { handlers: WARD_HANDLERS }).ok).toBe(true);
  });
});

describe('Hex 1: "Your opponent cannot flip cards."', () => {
  it('the opponent\'s "Flip 1 card" finds nothing to flip; Hex\'s owner still flips', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Hex', 'Fire', 'Water'], stacks: [['Hex 1'], ['Fire 1 down'], []] },
      { protocols: ['Metal', 'Death', 'Life'], hand: ['Metal 0'], stacks: [[], ['Death 3'], []] },
    ] });
    g = act(g, play('Metal 0', 0));
    expect(stack(g, 0, 1)).toEqual(['Fire 1 down']);
    expect(stack(g, 1, 1)).toEqual(['Death 3']);
    let h = position({ players: [
      { protocols: ['Hex', 'Metal', 'Water'], hand: ['Metal 0'], stacks: [['Hex 1'], [], []] },
      { protocols: ['Fire', 'Death', 'Life'], stacks: [[], ['Death 3'], []] },
    ] });
    h = act(h, play('Metal 0', 1), choose('Death 3'));
    expect(stack(h, 1, 1)).toEqual(['Death 3 down']);
  });
});

describe('Hex 2: "Your opponent cannot discard cards."', () => {
  it('the opponent\'s "Discard 1 card. If you do, delete 1 card." discards nothing, so deletes nothing', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Hex', 'Spirit', 'Water'], stacks: [[], ['Hex 2'], []] },
      { protocols: ['Fire', 'Death', 'Life'], hand: ['Fire 1', 'Death 3'] },
    ] });
    g = act(g, play('Fire 1', 0));
    expect(hand(g, 1)).toEqual(['Death 3']);
    expect(stack(g, 0, 1)).toEqual(['Hex 2']);
  });
});

describe('Hex 3: "This card cannot be returned."', () => {
  it('"Return 1 card" passes it over and returns the only card left, Corruption 1 itself', () => {
    let g = position({ turn: 1, players: [
      { protocols: ['Hex', 'Fire', 'Water'], stacks: [['Hex 3'], [], []] },
      { protocols: ['Corruption', 'Death', 'Life'], hand: ['Corruption 1'] },
    ] });
    g = act(g, play('Corruption 1', 0));
    expect(stack(g, 0, 0)).toEqual(['Hex 3']);
    expect(hand(g, 1)).toEqual(['Corruption 1']);
  });
});

describe('Hex 4: "Ignore the bottom commands of your opponent\'s cards in this line."', () => {
  const icePosition = (hex4: string) => position({ players: [
    { protocols: ['Hex', 'Fire', 'Water'], hand: ['Fire 1', 'Fire 2'], stacks: [[hex4], [], []] },
    { protocols: ['Ice', 'Death', 'Life'], stacks: [['Ice 1'], [], []] },
  ] });

  it('Ice 1\'s "After your opponent plays a card in this line: Your opponent discards 1 card." does not answer a play there', () => {
    const g = act(icePosition('Hex 4'), play('Fire 1', 0, 'down'));
    expect(hand(g, 0)).toEqual(['Fire 2']);
    // Face-down, Hex 4 has no text: Ice 1 answers and seat 0 discards its last card.
    const h = act(icePosition('Hex 4 down'), play('Fire 1', 0, 'down'));
    expect(hand(h, 0)).toEqual([]);
  });
});

describe('Hex 5: "After you flip a card: Draw 1 card." (an After trigger on flips)', () => {
  it('Metal 0\'s flip is followed by the draw', () => {
    let g = position({ players: [
      { protocols: ['Hex', 'Metal', 'Water'], hand: ['Metal 0'], deck: ['Water 3'], stacks: [['Hex 5'], [], []] },
      { protocols: ['Fire', 'Death', 'Life'], stacks: [[], ['Death 3'], []] },
    ] });
    g = act(g, play('Metal 0', 1), choose('Death 3'));
    expect(stack(g, 1, 1)).toEqual(['Death 3 down']);
    expect(hand(g, 0)).toEqual(['Water 3']);
  });
});

describe('the generated text says whose cards an effect touches and who is banned', () => {
  it.each([
    ['Ward 0', 'top', 'This card cannot be deleted.'],
    ['Ward 1', 'top', 'Your opponent cannot shift cards from or to this line.'],
    ['Ward 2', 'top', 'Your face-up cards in this line have a value of 1 more.'],
    ['Ward 3', 'top', 'Ignore all top commands of cards in this line (only covered cards).'],
    ['Hex 0', 'top', "Your opponent's face-up cards in this line have a value of 0."],
    ['Hex 1', 'top', 'Your opponent cannot flip cards.'],
    ['Hex 2', 'top', 'Your opponent cannot discard cards.'],
    ['Hex 3', 'top', 'This card cannot be returned.'],
    ['Hex 4', 'top', "Ignore all bottom commands of your opponent's cards in this line."],
    ['Hex 5', 'top', 'After you flip a card: Draw 1 card.'],
  ] as const)('%s', (id, section, text) => {
    expect(describeCard(wardEngine.cards[id]!, { effects: WARD_EFFECTS })[section]).toBe(text);
  });

  it.each([
    // Whose cards: not "all face-down cards" for an effect on the opponent's only.
    [{ scope: 'field', whose: 'opponent', faceDownValue: 3 }, "All your opponent's face-down cards have a value of 3."],
    [{ scope: 'stack', faceDownValue: 4 }, 'All face-down cards in this stack have a value of 4.'],
    // A filter's default is stated: without cover: 'any', only uncovered cards count.
    [{ scope: 'line', whose: 'self', cards: { face: 'up' }, addValue: 1 }, 'Your uncovered face-up cards in this line have a value of 1 more.'],
    [{ scope: 'line', whose: 'opponent', cards: { cover: 'any' }, addValue: -2 }, "Your opponent's cards in this line have a value of 2 less."],
    // Who is banned, and whose cards.
    [{ scope: 'field', whose: 'opponent', forbid: 'flip' }, "Your opponent's cards cannot be flipped."],
    [{ scope: 'line', by: 'self', forbid: 'delete' }, 'You cannot delete cards in this line.'],
    [{ scope: 'card', by: 'opponent', forbid: 'return' }, 'Your opponent cannot return this card.'],
  ] as const)('%j', (passive, text) => {
    expect(describeSection({ text: '', passive: [passive as Passive] })).toBe(text);
  });

  it('a designer\'s kind without a describer reads [field]', () => {
    expect(describeCard(hex.cards[0]!).top).toBe('[setValue].');
  });
});

describe('custom events in game records', () => {
  it('a record keeps each seat\'s custom events (the private one only for its seat) and replays with them', () => {
    for (let seed = 1; seed < 200; seed++) {
      const config = { seed, protocols: [['Ward', 'Fire', 'Water'], ['Metal', 'Death', 'Life']] as [string[], string[]] };
      let g = wardEngine.createGame(config);
      const actions = [];
      let privateSeen = false;
      for (let n = 0; !g.result && n < 400 && !privateSeen; n++) {
        const legal = wardEngine.legalActions(g);
        const a = legal[(n * 7 + seed) % legal.length]!;
        const r = wardEngine.applyAction(g, a);
        actions.push(a);
        privateSeen = r.events.some((e) => e.type === 'custom' && e.visibleTo !== undefined);
        g = r.state;
      }
      if (!privateSeen) continue;
      const record = recordGame(config, actions, { engine: wardEngine, events: true });
      const last = (seat: 0 | 1) => record.events![seat][actions.length]!.filter((e) => e.type === 'custom');
      expect(last(0).some((e) => e.visibleTo?.includes(0))).toBe(true);
      expect(last(1).every((e) => e.visibleTo === undefined)).toBe(true);
      expect(last(0).length).toBe(last(1).length + 1);
      expect(() => replayRecord(record, { engine: wardEngine })).not.toThrow();
      // A record whose custom event was tampered with does not replay.
      const forged = JSON.parse(JSON.stringify(record));
      forged.events[0][actions.length].find((e: GameEvent) => e.type === 'custom').text = 'forged';
      expect(() => replayRecord(forged, { engine: wardEngine })).toThrow(/replays differently/);
      return;
    }
    throw new Error('no seed reached a private custom event');
  });
});

describe('a designer\'s kind answering one of the engine\'s own yes/no questions', () => {
  // "Cards cannot be played face-down in this line": a kind answering `forbid:playFaceDown`.
  const sealed: EffectKind = { changes: 'prohibition', question: () => 'forbid:playFaceDown', check: (v) => (v === true ? null : 'sealed must be true') };
  const seal = defineProtocol({ name: 'Seal', set: 'Test', cards: [
    { value: 0, top: { text: 'Cards cannot be played face-down in this line.', passive: [{ scope: 'line', sealed: true }] } },
  ] });
  const sealEngine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, seal], effects: { sealed } });
  const t = testingFor(sealEngine);

  it('the engine asks it where it asks Metal 2\'s ban: no face-down play in its line, face-up still allowed, other lines untouched', () => {
    const g = t.position({ turn: 1, players: [
      { protocols: ['Seal', 'Fire', 'Water'], stacks: [['Seal 0'], [], []] },
      { protocols: ['Metal', 'Death', 'Life'], hand: ['Metal 3'] },
    ] });
    const plays = sealEngine.legalActions(g);
    expect(plays).not.toContainEqual({ type: 'play', index: 0, line: 0, face: 'down' });
    expect(plays).toContainEqual({ type: 'play', index: 0, line: 0, face: 'up' });
    expect(plays).toContainEqual({ type: 'play', index: 0, line: 1, face: 'down' });
  });
});

describe('bans on who acts for plays and draws ("Your opponent cannot …")', () => {
  const gag = defineProtocol({ name: 'Gag', set: 'Test', cards: [
    { value: 0, top: { text: 'Your opponent cannot draw cards.', passive: [{ scope: 'field', by: 'opponent', forbid: 'draw' }] } },
    { value: 1, top: { text: 'Your opponent cannot play cards in this line.', passive: [{ scope: 'line', by: 'opponent', forbid: 'play' }] } },
  ] });
  const gagEngine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, gag] });
  const t = testingFor(gagEngine);

  it('the opponent\'s "Draw 2 cards" draws nothing; the ban\'s owner still draws', () => {
    const g = t.act(t.position({ turn: 1, players: [
      { protocols: ['Fire', 'Gag', 'Water'], stacks: [[], ['Gag 0'], []] },
      { protocols: ['Gravity', 'Death', 'Life'], hand: ['Gravity 1'] },
    ] }), t.play('Gravity 1', 0));
    expect(t.hand(g, 1)).toEqual([]);
    const h = t.act(t.position({ players: [
      { protocols: ['Gravity', 'Gag', 'Water'], hand: ['Gravity 1'], stacks: [[], ['Gag 0'], []] },
      { protocols: ['Fire', 'Death', 'Life'] },
    ] }), t.play('Gravity 1', 0));
    expect(t.hand(h, 0)).toHaveLength(2);
  });

  it('the opponent may not play into the line, either face; its owner may', () => {
    const g = t.position({ turn: 1, players: [
      { protocols: ['Fire', 'Water', 'Gag'], hand: ['Fire 2'], stacks: [[], [], ['Gag 1']] },
      { protocols: ['Death', 'Life', 'Metal'], hand: ['Metal 3'] },
    ] });
    expect(gagEngine.legalActions(g).filter((a) => a.type === 'play' && a.line === 2)).toEqual([]);
    expect(gagEngine.legalActions(g)).toContainEqual({ type: 'play', index: 0, line: 1, face: 'down' });
    expect(gagEngine.legalActions(t.position({ players: [
      { protocols: ['Fire', 'Water', 'Gag'], hand: ['Fire 2'], stacks: [[], [], ['Gag 1']] },
      { protocols: ['Death', 'Life', 'Metal'] },
    ] }))).toContainEqual({ type: 'play', index: 0, line: 2, face: 'down' });
    expect(describeCard(gag.cards[1]!).top).toBe('Your opponent cannot play cards in this line.');
  });
});

describe('a designer\'s own question, answered by their kind and asked by their handler (askEffects)', () => {
  // "Your opponent cannot reveal cards." — a question the engine never asks: `forbid:reveal`.
  const noReveal: EffectKind = { changes: 'prohibition', question: () => 'forbid:reveal', check: (v) => (v === true ? null : 'noReveal must be true') };
  /** "Reveal your hand" of the designer's own, asking whether a ban holds for its owner first. */
  const showHand: Handler = {
    start(x, f) {
      f.vars.did = askEffects(x, 'forbid:reveal', { who: f.owner, side: f.owner, line: null, card: null, by: f.owner }).length === 0;
      if (f.vars.did) emitEvent(x, { name: 'showedHand', player: f.owner, text: `seat ${f.owner} shows their hand` });
      return 'done';
    },
  };
  const veil = defineProtocol({ name: 'Veil', set: 'Test', cards: [
    { value: 0, top: { text: 'Your opponent cannot reveal cards.', passive: [{ scope: 'field', by: 'opponent', noReveal: true }] } },
  ] });
  const show = defineProtocol({ name: 'Show', set: 'Test', cards: [
    { value: 1, middle: { text: 'Reveal your hand.', run: [{ op: 'showHand' }] } },
  ] });
  const t = testingFor(createEngine({ protocols: [...OFFICIAL_PROTOCOLS, veil, show], handlers: { showHand }, effects: { noReveal } }));
  /** The custom events when `seat` plays Show 1, Veil 0 (as given) lying on seat 0's side. */
  const shown = (veil0: string, seat: 0 | 1) => t.actWithEvents(t.position({ turn: seat, players: [
    { protocols: ['Veil', 'Fire', seat === 0 ? 'Show' : 'Water'], hand: seat === 0 ? ['Show 1'] : [], stacks: [[veil0], [], []] },
    { protocols: ['Death', 'Metal', seat === 1 ? 'Show' : 'Life'], hand: seat === 1 ? ['Show 1'] : [] },
  ] }), t.play('Show 1', 2)).events.filter((e) => e.type === 'custom');

  it('the opponent of Veil 0\'s owner may not reveal; its owner may', () => {
    expect(shown('Veil 0', 1)).toEqual([]);
    expect(shown('Veil 0', 0)).toHaveLength(1);
  });

  it('face-down, Veil 0 answers nothing: the opponent reveals', () => {
    expect(shown('Veil 0 down', 1)).toEqual([{ type: 'custom', name: 'showedHand', player: 1, text: 'seat 1 shows their hand' }]);
  });
});
