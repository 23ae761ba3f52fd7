/**
 * Card data validation, run when a library is built: every command must name a registered
 * handler and pass its parameter check; errors name the card and the field.
 * @module
 */
import type { CardDef, Command, Section } from './schema.js';
import type { Registry } from '../machine/context.js';
import { fail } from '../errors.js';
import { checkPassive, checkTrigger } from './check.js';

function checkCommands(cmds: unknown, where: string, handlers: Registry): void {
  if (!Array.isArray(cmds)) fail('INVALID_CARD_DATA', `${where}: "run" must be a list of commands`);
  cmds.forEach((raw, i) => {
    const at = `${where}.run[${i}]`;
    if (!raw || typeof raw !== 'object' || typeof (raw as Command).op !== 'string') fail('INVALID_CARD_DATA', `${at}: a command needs an "op"`);
    const cmd = raw as Command;
    const h = handlers[cmd.op];
    if (!h) fail('INVALID_CARD_DATA', `${at}: unknown handler "${cmd.op}"`);
    if (cmd.if !== undefined && cmd.if !== 'did') fail('INVALID_CARD_DATA', `${at}: "if" must be "did"`);
    if (cmd.may !== undefined && typeof cmd.may !== 'boolean') fail('INVALID_CARD_DATA', `${at}: "may" must be a boolean`);
    const problem = h.check?.(cmd);
    if (problem) fail('INVALID_CARD_DATA', `${at} (${cmd.op}): ${problem}`);
    if ('run' in cmd) checkCommands((cmd as { run: unknown }).run, at, handlers);
    if (cmd.op === 'either') (cmd as { options: { run: unknown }[] }).options.forEach((o, j) => checkCommands(o.run, `${at}.options[${j}]`, handlers));
  });
}

function checkSection(sec: Section, where: string, handlers: Registry): void {
  if (typeof sec.text !== 'string' || sec.text === '') fail('INVALID_CARD_DATA', `${where}: printed "text" is required`);
  if (sec.on !== undefined) {
    (Array.isArray(sec.on) ? sec.on : [sec.on]).forEach((t, i) => {
      const problem = checkTrigger(t);
      if (problem) fail('INVALID_CARD_DATA', `${where}.on${Array.isArray(sec.on) ? `[${i}]` : ''}: ${problem}`);
    });
  }
  if (sec.passive !== undefined) {
    if (!Array.isArray(sec.passive)) fail('INVALID_CARD_DATA', `${where}.passive: must be a list`);
    sec.passive.forEach((p, i) => {
      const problem = checkPassive(p);
      if (problem) fail('INVALID_CARD_DATA', `${where}.passive[${i}]: ${problem}`);
    });
  }
  if (sec.run) checkCommands(sec.run, where, handlers);
  if (!sec.run && !sec.passive) fail('INVALID_CARD_DATA', `${where}: a section needs "run" or "passive"`);
}

/** Validates one card definition; throws `INVALID_CARD_DATA` naming the card and field. */
export function validateCard(def: CardDef, handlers: Registry): void {
  const name = typeof def?.id === 'string' ? def.id : '(card without id)';
  if (typeof def.protocol !== 'string' || !def.protocol) fail('INVALID_CARD_DATA', `${name}: "protocol" is required`);
  if (!Number.isInteger(def.value)) fail('INVALID_CARD_DATA', `${name}: "value" must be a whole number`);
  for (const s of ['top', 'middle', 'bottom'] as const) {
    const sec = def[s];
    if (sec) checkSection(sec, `${name}.${s}`, handlers);
  }
  if (def.middle?.on) fail('INVALID_CARD_DATA', `${name}.middle: a middle command has no trigger`);
  if (def.middle?.passive) fail('INVALID_CARD_DATA', `${name}.middle: a middle command has no continuous effect (it resolves once)`);
}
