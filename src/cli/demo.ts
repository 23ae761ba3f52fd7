/**
 * `npm run demo [-- options]`: a complete seeded game between two bots, printed turn by turn as a
 * spectator sees it. `npm run demo -- --help` lists the options.
 */
import { CompileEngineError } from '../index.js';
import { parseDemoArgs, runDemo, USAGE } from './demo-game.js';

// `npm run demo | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
});

const args = parseDemoArgs(process.argv.slice(2));
if (args.kind === 'help') {
  console.log(USAGE);
} else if (args.kind === 'error') {
  console.error(`${args.message}\n\n${USAGE}`);
  process.exitCode = 2;
} else {
  try {
    runDemo(args.options, (line) => console.log(line));
  } catch (e) {
    // A bad protocol name or set is the user's input, refused by createGame: say why, no stack.
    if (!(e instanceof CompileEngineError)) throw e;
    console.error(e.message);
    process.exitCode = 2;
  }
}
