/**
 * Flip a protocol — "flip the Diversity protocol to the compiled side" (Diversity 0, Unity 1). The
 * text owner's protocol of that name turns to its compiled side. It is not a compile: no control
 * component, no deletion, no "After … compiles", no Speed 2 (community rulings, Diversity 0 and
 * Unity 1); an already compiled protocol stays as it is (no recompile). Its line becomes "that
 * line" for what follows. A third compiled protocol wins at once (rulebook, "Victory").
 * @module
 */
import type { FlipProtocolCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { defOf } from '../machine/context.js';
import { markCompiled } from '../machine/protocols.js';

export const flipProtocol: Handler<FlipProtocolCommand> = {
  check: (c) => (typeof c.protocol === 'string' && c.protocol ? null : 'protocol must be a protocol name or "this"'),
  start(x, f, cmd) {
    const name = cmd.protocol === 'this' ? defOf(x, f.host).protocol : cmd.protocol;
    const line = x.s.players[f.owner]!.protocols.findIndex((p) => p.name === name);
    f.vars.did = false;
    if (line < 0) return 'done';
    f.vars.line = line;
    if (x.s.players[f.owner]!.protocols[line]!.compiled) return 'done';
    markCompiled(x, f.owner, line, 'effect');
    f.vars.did = true;
    return 'done';
  },
};
