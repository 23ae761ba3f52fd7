/**
 * Each — note the lines or cards first, then process them one at a time in the order the text's
 * owner chooses, each with all its consequences (Codex FAQ, "All" vs "Each"; Codex, Death 0,
 * Life 0, Water 1, Plague 3, Chaos 0). If the text stops being visible, the rest is not processed.
 * @module
 */
import type { EachCardCommand, EachLineCommand } from '../cards/schema.js';
import type { Handler } from '../machine/context.js';
import { lineHolds, selectable } from '../machine/expressions.js';
import { sourceLine } from '../machine/targets.js';
import { checkLineCond } from '../cards/check.js';
import { checkTarget, nestedPath } from './shared.js';
import { copyVars } from '../state/clone.js';

export const eachLine: Handler<EachLineCommand> = {
  check: (c) => (['all', 'other', 'withOwnCard'].includes(c.lines) ? (c.where === undefined ? null : checkLineCond(c.where)) : 'lines must be all, other or withOwnCard'),
  start(x, f, cmd) {
    if (f.stage === 1) return 'done';
    const here = sourceLine(x, f);
    const stacks = x.s.players[f.owner]!.stacks;
    const items = [0, 1, 2].filter((l) =>
      (cmd.lines === 'all' ? true : cmd.lines === 'other' ? l !== here : stacks[l]!.length > 0) && (!cmd.where || lineHolds(x, f, cmd.where, l)));
    f.vars.did = items.length > 0;
    if (items.length === 0) return 'done';
    f.stage = 1;
    x.s.frames.push({ k: 'each', src: f.src, host: f.host, owner: f.owner, mode: 'line', items, filter: null, path: nestedPath(f), vars: copyVars(f.vars), dead: false });
    return 'push';
  },
};

export const eachCard: Handler<EachCardCommand> = {
  check: (c) => checkTarget(c.filter),
  start(x, f, cmd) {
    if (f.stage === 1) return 'done';
    const items = selectable(x, f, cmd.filter);
    f.vars.did = items.length > 0;
    if (items.length === 0) return 'done';
    f.stage = 1;
    x.s.frames.push({ k: 'each', src: f.src, host: f.host, owner: f.owner, mode: 'card', items, filter: cmd.filter, path: nestedPath(f), vars: copyVars(f.vars), dead: false });
    return 'push';
  },
};
