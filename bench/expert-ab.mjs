/**
 * The expert bot's time a decision, two builds side by side (not a test: it measures).
 *
 *   npm run build && node bench/expert-ab.mjs <A's dist> <B's dist> [games = 6]
 *
 * Each round plays one seeded game of the expert against ISMCTS-300 (the timing games of
 * `scripts/strength.mjs`, seats alternated) on each build, the builds' order alternated from round
 * to round after a warm-up game each; prints each build's decisions, mean and median time, the
 * per-game means, B's total time over A's, and whether the two builds chose the same actions (a
 * change of speed alone leaves every decision as it was).
 */
const [dirA, dirB, gamesArg] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node bench/expert-ab.mjs <A dist> <B dist> [games]');
  process.exit(2);
}
const dirs = [dirA, dirB].map((d) => new URL(d.endsWith('/') ? d : `${d}/`, `file://${process.cwd()}/`).href);
const games = Number(gamesArg ?? 6);
const builds = await Promise.all(dirs.map(async (d) => ({ api: await import(`${d}index.js`), bots: await import(`${d}bots.js`) })));

/** Plays timing game `g` on a build; pushes the expert's times (ms) and its choices. */
function play({ api, bots }, g, times, choices) {
  const engine = api.defaultEngine();
  const expert = bots.BOTS.expert({ seed: `strength-timing#${g}-0`, engine });
  const timed = {
    name: expert.name,
    choose(d) {
      const t0 = performance.now();
      const a = expert.choose(d);
      times.push(performance.now() - t0);
      choices.push(JSON.stringify(a));
      return a;
    },
  };
  const ismcts = bots.BOTS.ismcts({ seed: `strength-timing#${g}-1`, engine });
  bots.playGame(engine, api.createGameWithEvents({ seed: `strength-timing#${g}` }), g % 2 === 0 ? [timed, ismcts] : [ismcts, timed]);
}

for (const b of builds) play(b, 99, [], []);
const results = builds.map(() => ({ times: [], choices: [], means: [] }));
for (let g = 0; g < games; g++) {
  const order = g % 2 === 0 ? [0, 1] : [1, 0];
  for (const i of order) {
    const t = [];
    play(builds[i], g, t, results[i].choices);
    results[i].times.push(...t);
    results[i].means.push(t.reduce((a, b) => a + b, 0) / t.length);
  }
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
[dirA, dirB].forEach((d, i) => {
  const r = results[i];
  console.log(`${d}: ${r.times.length} decisions, mean ${(sum(r.times) / r.times.length).toFixed(1)} ms, median ${median(r.times).toFixed(1)} ms; per game ${r.means.map((m) => m.toFixed(1)).join(' ')}`);
});
console.log(`B / A time: ${(sum(results[1].times) / sum(results[0].times)).toFixed(3)} ×; same choices: ${JSON.stringify(results[0].choices) === JSON.stringify(results[1].choices)}`);
