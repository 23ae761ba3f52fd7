// The rules designer's kit on a protocol file: `validate` lists every problem with its JSON path,
// `describeCard` reads the data back as English to set beside the printed text, and
// `runConformance` plays seeded games with it, checking what the project's own property tests check.
import { createEngine, describeCard, OFFICIAL_PROTOCOLS } from 'compile-engine';
import { validate } from 'compile-engine/schema';
import type { ProtocolDef } from 'compile-engine';
import { runConformance } from 'compile-engine/testing';

// A protocol file as a designer might first write it, with three slips: a misspelt value, an
// unknown chooser, and a repeated value (reported twice: its id no longer matches, and two cards have it).
const draft: unknown = JSON.parse(`{
  "name": "Ember", "set": "Example",
  "cards": [
    { "id": "Ember 0", "set": "Example", "protocol": "Ember", "value": 0,
      "middle": { "text": "Flip 1 of your opponent's face-up cards. Draw 1 card.",
                  "run": [{ "op": "flip", "target": { "side": "opponent", "face": "upp" } }, { "op": "draw", "n": 1 }] } },
    { "id": "Ember 1", "set": "Example", "protocol": "Ember", "value": 1,
      "middle": { "text": "Discard 1 card. If you do, delete 1 face-down card.",
                  "run": [{ "op": "discard", "n": 1 }, { "op": "delete", "target": { "face": "down" }, "if": "did", "chooser": "me" }] } },
    { "id": "Ember 2", "set": "Example", "protocol": "Ember", "value": 2,
      "middle": { "text": "Draw 2 cards.", "run": [{ "op": "draw", "n": 2 }] } },
    { "id": "Ember 3", "set": "Example", "protocol": "Ember", "value": 3,
      "top": { "text": "Your opponent's total value in this line is reduced by 1.", "passive": [{ "scope": "line", "whose": "opponent", "total": -1 }] } },
    { "id": "Ember 4", "set": "Example", "protocol": "Ember", "value": 4,
      "bottom": { "text": "End: You may shift this card.", "on": "end", "run": [{ "op": "shift", "target": "this", "may": true }] } },
    { "id": "Ember 5", "set": "Example", "protocol": "Ember", "value": 4,
      "middle": { "text": "Discard 1 card.", "run": [{ "op": "discard", "n": 1 }] } }
  ]
}`);

const report = validate(draft);
console.log(`validate: ${report.problems.length} problems`);
for (const p of report.problems) console.log(`  ${p.path}: ${p.message}`);
if (report.problems.length !== 4) throw new Error('expected four problems');

// The slips fixed: "up", chooser "opponent" (Ember 1's text says nothing of it: removed), value 5.
const ember = draft as ProtocolDef;
(ember.cards[0]!.middle!.run![0] as { target: { face: string } }).target.face = 'up';
delete (ember.cards[1]!.middle!.run![1] as { chooser?: string }).chooser;
ember.cards[5] = { ...ember.cards[5]!, id: 'Ember 5', value: 5 };
if (!validate(ember).ok) throw new Error('still invalid');

// The data read back: each section's English beside its printed text.
for (const card of ember.cards) {
  const text = describeCard(card);
  for (const s of ['top', 'middle', 'bottom'] as const) if (card[s]) console.log(`${card.id} ${s}: ${text[s]}${text[s] === card[s]!.text ? '' : `  (printed: ${card[s]!.text})`}`);
}

const engine = createEngine({ protocols: [...OFFICIAL_PROTOCOLS, ember] });
const conformance = runConformance(engine, ['Ember'], { games: 20, seed: 1 });
console.log(`conformance: ${conformance.ok ? 'ok' : `failed: ${JSON.stringify(conformance.failure)}`} — ${conformance.games} games, ${conformance.actions} actions`);
if (!conformance.ok) throw new Error('conformance failed');
