/**
 * Every official card of the four sets is encoded, with its current printed text, only known
 * handlers, and at least one scenario test naming it. The texts come from the publisher's cards as
 * transcribed in shared/reference/cards.json (errata applied), copied to test/fixtures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine, OFFICIAL_PROTOCOLS } from '../../src/index.js';
import { STANDARD_HANDLERS } from '../../src/authoring.js';
import type { CardDef, Command } from '../../src/index.js';

interface Printed { set: string; protocol: string; value: number; top: string; middle: string; bottom: string }
const printed = JSON.parse(readFileSync(join(__dirname, '../fixtures/official-texts.json'), 'utf8')) as Printed[];
const defs = new Map<string, CardDef>(OFFICIAL_PROTOCOLS.flatMap((p) => p.cards).map((c) => [c.id, c]));
const testSources = readdirSync(__dirname).filter((f) => f.endsWith('.test.ts')).map((f) => readFileSync(join(__dirname, f), 'utf8')).join('\n');

function ops(cmds: Command[] | undefined): string[] {
  return (cmds ?? []).flatMap((c) => [c.op, ...ops((c as { run?: Command[] }).run), ...((c as { options?: { run: Command[] }[] }).options ?? []).flatMap((o) => ops(o.run))]);
}

describe('every official card (Main 1, Aux 1, Main 2, Aux 2)', () => {
  it('the fixture lists the 180 cards of the 30 protocols', () => {
    expect(printed).toHaveLength(180);
    expect(new Set(printed.map((c) => c.protocol)).size).toBe(30);
    expect(defs.size).toBe(180);
  });

  it.each(printed.map((c) => [`${c.protocol} ${c.value}`, c] as const))('%s is encoded with its printed text, known handlers and a scenario test', (id, card) => {
    const def = defs.get(id);
    expect(def, `${id} is not encoded`).toBeDefined();
    expect(def!.set).toBe(card.set);
    for (const section of ['top', 'middle', 'bottom'] as const) {
      const text = card[section];
      const encoded = def![section];
      if (!text) {
        expect(encoded, `${id} has a ${section} section the card does not print`).toBeUndefined();
        continue;
      }
      expect(encoded?.text, `${id} ${section} text`).toBe(text);
      expect(Boolean(encoded!.run?.length || encoded!.passive?.length), `${id} ${section} has no commands`).toBe(true);
      for (const op of ops(encoded!.run)) expect(STANDARD_HANDLERS[op], `${id}: no handler for ${op}`).toBeDefined();
    }
    expect(testSources.includes(`describe('${id}'`), `no scenario test describes ${id}`).toBe(true);
  });

  it('the card data passes validation', () => {
    expect(() => createEngine({ protocols: OFFICIAL_PROTOCOLS })).not.toThrow();
  });
});
