// A learner's loop on `compile-engine/encoding`: games played by integer ids in `CompileEnv`, a
// policy that reads nothing but the observation tensor and the mask (through the documented
// layouts), and the transitions collected as a learner would store them. Seat 0's policy plays face-up
// the card that does most where it is behind (the guide's catch-up bot); seat 1 plays at random.
import { defaultEngine } from 'compile-engine';
import { CompileEnv, actionSpace, observationLayout } from 'compile-engine/encoding';
import type { ObservationBlock, Segment, TimeStep } from 'compile-engine/encoding';

const engine = defaultEngine();
const space = actionSpace(engine);
const layout = observationLayout(engine);
const block = (name: ObservationBlock): Segment => layout.segments.find((s) => s.name === name)!;
const play = space.segments.find((s) => s.name === 'play')!;
const N = space.maxCards;
const P = layout.protocols.length;
const cardWidth = P + layout.cardsPerProtocol;

/** The printed value of the card at `index` of the seat's own hand, read from the tensor. */
function handValue(x: Float32Array, index: number): number {
  const row = x.subarray(block('hand').offset + index * cardWidth, block('hand').offset + (index + 1) * cardWidth);
  const protocol = row.subarray(0, P).indexOf(1);
  const place = row.subarray(P).indexOf(1);
  return engine.protocols[protocol]!.cards[place]!.value;
}

/** A play id's parts: [from, side, index, line, face] (the `play` block is 2 × 2 × N × 3 × 2). */
function playParts(id: number): number[] {
  let rest = id - play.offset;
  return play.shape.slice().reverse().map((n) => {
    const v = rest % n;
    rest = Math.floor(rest / n);
    return v;
  }).reverse();
}

/** Seat 0's policy: of the face-up plays from the hand onto its own side, the one that does most where it is behind; else the first legal id. */
function policy(t: TimeStep): number {
  const totals = t.observation.subarray(block('totals').offset, block('totals').offset + 6);   // side 0 (its own lines), then side 1
  let best = -1;
  let bestScore = -Infinity;
  for (let id = play.offset; id < play.offset + play.size; id++) {
    if (!t.mask[id]) continue;
    const [from, side, index, line, face] = playParts(id);
    if (from !== 0 || side !== 0 || face !== 0 || index! >= N) continue;
    const score = handValue(t.observation, index!) + Math.max(0, totals[3 + line!]! - totals[line!]!) / 2;
    if (score > bestScore) [best, bestScore] = [id, score];
  }
  return best >= 0 ? best : t.mask.indexOf(1);
}

let r = 7;
const random = (n: number) => (r = (r * 48271) % 2147483647) % n;
const legalIds = (t: TimeStep) => t.mask.reduce<number[]>((ids, x, id) => (x ? [...ids, id] : ids), []);

/** What a learner would store: the seat's observation and mask, the id taken, the reward that came. */
interface Transition { observation: Float32Array; mask: Uint8Array; id: number; reward: number }
const transitions: Transition[] = [];

const env = new CompileEnv({ engine, config: { protocols: [['Fire', 'Water', 'Death'], ['Light', 'Metal', 'Speed']] } });
const games = 20;
let wins = 0;
for (let game = 0; game < games; game++) {
  let t = env.reset(game);
  while (!t.done) {
    const seat = t.player!;
    const id = seat === 0 ? policy(t) : legalIds(t)[random(legalIds(t).length)]!;
    const before = t;
    t = env.step(id);
    if (seat === 0) transitions.push({ observation: before.observation, mask: before.mask, id, reward: t.rewards[0] });
  }
  if (t.rewards[0] === 1) wins++;
}
console.log(`the tensor-reading policy won ${wins} of ${games} games against random (seat 0 every game)`);
console.log(`${transitions.length} transitions of seat 0 stored (${layout.size} floats an observation, ${space.size} ids); ${env.actions.length} steps in the last game`);
if (wins <= games / 2) throw new Error('the policy should beat random');
