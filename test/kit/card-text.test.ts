/**
 * The data says what the card says: the English generated from each official card's commands
 * (`describeCard`, never reading the printed `text`) is compared with the card's printed text, as
 * transcribed in shared/reference/cards.json (errata applied; copied to test/fixtures). Both are
 * normalised first so that only wording that changes nothing is ignored: case, punctuation and
 * hyphens; "one"/"a"/"an" and "1"; the sentence-opening "You" of "You discard 1 card" (the same
 * order as "Discard 1 card"); and "Then," — every sentence already resolves after the one before.
 *
 * The differences that remain are printed. The test fails if an exact match is lost: the count
 * may only go up (raise MATCHED when it does).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardText, describeCard, describeSection, FAN_MADE, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import type { CardDef, SectionName } from '../../src/index.js';

/** Exact matches (after normalisation) among the 180 official cards: every printed section of the card matches. */
const MATCHED = 174;

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
  it('says what every official card says (the differences that remain are printed)', () => {
    const diffs = differences();
    const differing = new Set(diffs.map((d) => d.id));
    const matched = printed.length - differing.size;
    const report = diffs.map((d) => `${d.id} ${d.section}\n  printed:   ${d.printed}\n  generated: ${d.generated}`).join('\n');
    console.log(`card text: ${matched} of ${printed.length} official cards match exactly; ${diffs.length} sections differ${report ? `:\n${report}` : ''}`);
    expect(matched, 'an exact match was lost').toBeGreaterThanOrEqual(MATCHED);
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
