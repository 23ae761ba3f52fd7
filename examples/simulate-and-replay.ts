// A designer's balance check: a seeded run of random games on two worker threads, every game kept
// as a record in a JSON Lines file, then the closest game read back (streamed) and replayed.
import { createReadStream, mkdtempSync, openSync, closeSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecords, replayRecord, toJsonLine } from 'compile-engine';
import { simulate } from 'compile-engine/sim';

const file = join(mkdtempSync(join(tmpdir(), 'compile-engine-example-')), 'games.jsonl');
const out = openSync(file, 'w');
const result = await simulate({
  games: 40, seed: 'balance', bots: ['random', 'random'], sets: ['Main 1', 'Aux 1'], workers: 2,
  onRecord: (record) => void writeSync(out, toJsonLine(record)),
});
closeSync(out);

const best = Object.entries(result.byProtocol).sort(([, a], [, b]) => b.winRate - a.winRate)[0]!;
console.log(`${result.games} games: seat 0 won ${result.wins.bySeat[0]}, seat 1 won ${result.wins.bySeat[1]}, ${result.stoppedAtTurnLimit} stopped at the turn limit`);
console.log(`first player's advantage ${(100 * result.firstPlayer.advantage).toFixed(1)} points; mean ${result.meanTurns.toFixed(1)} turns`);
console.log(`best protocol in this run: ${best[0]} (${(100 * best[1].winRate).toFixed(0)} % of ${best[1].games} games)`);

// The longest game, found by streaming the file, replays to the same end.
let longest = { game: -1, decisions: 0 };
let n = 0;
for await (const record of readRecords(createReadStream(file))) {
  if (record.actions.length > longest.decisions) longest = { game: n, decisions: record.actions.length };
  n++;
}
let game = 0;
for await (const record of readRecords(createReadStream(file))) {
  if (game++ !== longest.game) continue;
  const { state } = replayRecord(record);
  console.log(`game ${longest.game}: ${longest.decisions} decisions, replayed to turn ${state.turnNumber}, won by seat ${state.result?.winner}`);
}
