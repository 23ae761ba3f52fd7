/**
 * The data says what the card says: the English generated from each official card's commands
 * (`describeCard`, never reading the printed `text`) is compared with the card's printed text, as
 * transcribed in shared/reference/cards.json (errata applied; copied to test/fixtures). Both are
 * normalised first so that only wording that changes nothing is ignored: case, punctuation and
 * hyphens; "one"/"a"/"an" and "1"; the sentence-opening "You" of "You discard 1 card" (the same
 * order as "Discard 1 card"); and "Then," — every sentence already resolves after the one before.
 *
 * The differences that remain are listed below, each one wording that means the same: the test
 * fails on any other difference, and on a listed one that is gone (take it off the list), so it
 * prints nothing — a difference in a passing run's output read as a failure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardText, describeCard, describeSection, FAN_MADE, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { CardDef, SectionName } from '../../src/index.js';

/**
 * The sections whose generated text differs from the printed one, after normalisation, each with
 * why the meaning is the same (the printed text, then the generated one).
 */
const SAME_MEANING: Record<string, string> = {
  'Fire 4 middle': '"the amount discarded" / "the amount of cards discarded"',
  'Psychic 0 middle': '"discards 2 cards, then reveals" / "discards 2 cards and reveals": the sentence resolves in order either way',
  'Courage 0 top': '"you have no cards in hand" / "your hand is empty"',
  'Courage 6 top': '"a higher value in this line than you do" / "a higher total value than you do in this line": a line\'s value is its total',
  'Ice 3 top': '"you may shift it" / "you may shift this card"',
  'Assimilation 2 bottom': '"in this stack" / "in this line": a card is played on its line\'s stack',
};

interface Printed { protocol: string; value: number; top: string; middle: string; bottom: string }
const printed = JSON.parse(readFileSync(join(__dirname, '../fixtures/official-texts.json'), 'utf8')) as Printed[];
const defs = new Map<string, CardDef>(OFFICIAL_PROTOCOLS.flatMap((p) => p.cards).map((c) => [c.id, c]));
const SECTIONS: SectionName[] = ['top', 'middle', 'bottom'];

const NUMBERS: Record<string, string> = { one: '1', a: '1', an: '1', two: '2', three: '3', four: '4', five: '5', six: '6' };

/** Wording that changes nothing removed, so that what remains is what the text means. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[.:]\s*)you (?!may |cannot |can )/g, '$1')
    .replace(/\bthen,?\s/g, '')
    .replace(/-/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => NUMBERS[w] ?? w)
    .join(' ');
}

/** Each card: its sections whose generated text differs from the printed one. */
function differences(): { id: string; section: SectionName; printed: string; generated: string }[] {
  return printed.flatMap((card) => {
    const id = `${card.protocol} ${card.value}`;
    const generated = describeCard(defs.get(id)!);
    return SECTIONS.filter((s) => normalise(card[s]) !== normalise(generated[s] ?? '')).map((s) => ({ id, section: s, printed: card[s], generated: generated[s] ?? '' }));
  });
}

describe('generated card text', () => {
  it('says what every official card says, but for the listed wordings that mean the same', () => {
    const found = differences().map((d) => `${d.id} ${d.section}\n  printed:   ${d.printed}\n  generated: ${d.generated}`);
    const unlisted = found.filter((d) => !(d.slice(0, d.indexOf('\n')) in SAME_MEANING));
    expect(unlisted, 'sections whose generated text differs from the printed one').toEqual([]);
    const gone = Object.keys(SAME_MEANING).filter((key) => !found.some((d) => d.startsWith(`${key}\n`)));
    expect(gone, 'listed differences that are gone: take them off SAME_MEANING').toEqual([]);
    expect(printed).toHaveLength(180);
  });

  it('a wrong datum shows in the text: each of these slips makes a matching card differ', () => {
    const slips: [string, SectionName, (c: any) => void][] = [
      ['Apathy 0', 'top', (c) => { delete c.top.passive[0].total.filter.cover; }],   // counts only uncovered cards
      ['Darkness 0', 'middle', (c) => { c.middle.run[1].target.side = 'self'; }],     // shifts one's own card
      ['Death 1', 'top', (c) => { delete c.top.run[1].if; }],                         // deletes even without drawing
      ['Plague 4', 'bottom', (c) => { delete c.bottom.run[0].chooser; }],             // the owner chooses
      ['Metal 2', 'top', (c) => { c.top.passive[0].forbid = 'playFaceUp'; }],
      ['Clarity 2', 'middle', (c) => { c.middle.run[1].pick.values = [2]; }],
      ['Peace 4', 'bottom', (c) => { delete c.bottom.on.during; }],
    ];
    for (const [id, section, slip] of slips) {
      const card = JSON.parse(JSON.stringify(defs.get(id)!)) as CardDef;
      const text = printed.find((p) => `${p.protocol} ${p.value}` === id)![section];
      expect(normalise(describeCard(card)[section]!), `${id} before the slip`).toBe(normalise(text));
      slip(card);
      expect(normalise(describeCard(card)[section]!), `${id} after the slip`).not.toBe(normalise(text));
    }
  });

  it('normalises only wording that changes nothing', () => {
    expect(normalise('You discard 1 card.')).toBe(normalise('Discard one card.'));
    expect(normalise('Delete a card with a value of 0 or 1.')).toBe('delete 1 card with 1 value of 0 or 1');
    expect(normalise('First, draw 1 card. Then, flip 1 other card.')).toBe('first draw 1 card flip 1 other card');
    expect(normalise('You may draw 1 card.')).toBe('you may draw 1 card');
    expect(normalise('Flip 1 face-up card.')).not.toBe(normalise('Flip 1 face-down card.'));
  });

  it('reads every command, trigger and continuous effect the fan-made protocols use', () => {
    for (const card of FAN_MADE.flatMap((p) => p.cards)) {
      const text = describeCard(card);
      for (const s of SECTIONS) expect(Boolean(text[s]), `${card.id} ${s}`).toBe(Boolean(card[s]));
      expect(cardText(card)).not.toMatch(/\[|undefined/);
    }
  });

  it('a custom command reads as its designer words it, or by its op name', () => {
    const section = { text: 'Swap hands with your opponent.', run: [{ op: 'swapHands' }, { op: 'draw', n: 1 }] };
    expect(describeSection(section)).toBe('[swapHands]. Draw 1 card.');
    expect(describeSection(section, { custom: { swapHands: () => 'swap hands with your opponent' } })).toBe('Swap hands with your opponent. Draw 1 card.');
  });
});
