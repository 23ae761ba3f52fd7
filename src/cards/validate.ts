/**
 * Card data validation, run when a library is built: every command must name a registered
 * handler and pass its parameter check; errors name the card and the field.
 * @module
 */
import type { CardDef, Command, Section } from './schema.js';
import type { Registry } from '../machine/context.js';
import { fail } from '../errors.js';

const TRIGGERS = new Set(['start', 'end', 'wouldBeCovered', 'wouldBeFlipped', 'wouldBeDeletedByCompile', 'afterOpponentDiscards', 'afterYouDelete', 'afterYouDraw', 'afterYouClearCache']);
const PASSIVES = new Set(['faceDownValueInStack', 'opponentLineValue', 'lineValuePerFaceDown', 'opponentCannotPlayFaceDownInLine', 'opponentCannotPlayInLine', 'opponentPlaysFaceDownOnly', 'ownFaceUpPlaysIgnoreProtocols', 'ignoreMiddleCommandsInLine', 'skipCheckCache']);

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
    for (const key of ['run'] as const) if (key in cmd) checkCommands((cmd as { run: unknown }).run, at, handlers);
    if (cmd.op === 'either') (cmd as { options: { run: unknown }[] }).options.forEach((o, j) => checkCommands(o.run, `${at}.options[${j}]`, handlers));
  });
}

function checkSection(sec: Section, where: string, handlers: Registry): void {
  if (typeof sec.text !== 'string' || sec.text === '') fail('INVALID_CARD_DATA', `${where}: printed "text" is required`);
  if (sec.on !== undefined) {
    for (const t of Array.isArray(sec.on) ? sec.on : [sec.on]) if (!TRIGGERS.has(t)) fail('INVALID_CARD_DATA', `${where}: unknown trigger "${t}"`);
  }
  if (sec.passive) for (const p of sec.passive) if (!PASSIVES.has(p.kind)) fail('INVALID_CARD_DATA', `${where}: unknown passive "${p.kind}"`);
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
}
