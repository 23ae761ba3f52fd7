/**
 * The engine's texts ("seat 0 plays Fire 3 …", "Rearrange seat 1's protocols") told to one person
 * at the table: the human is "you", the other seat goes by the bot's name. The engine names seats
 * by number because it speaks to every seat at once; a player at a terminal should read one
 * vocabulary on the whole screen (table, log and moves alike).
 * @module
 */
import type { PlayerId } from '../state/types.js';

/** Verbs whose third person does not end in a plain "s" after the stem ("refreshes" → "refresh"). */
const SIBILANT = /(?:sh|ch|ss|x|z)es$/;

/** "plays" → "play", "refreshes" → "refresh", "is" → "are", "has" → "have". */
export function secondPersonVerb(verb: string): string {
  if (verb === 'is') return 'are';
  if (verb === 'has') return 'have';
  if (verb === 'can' || verb === 'cannot') return verb;
  if (SIBILANT.test(verb)) return verb.slice(0, -2);
  return verb.endsWith('s') ? verb.slice(0, -1) : verb;
}

/**
 * `text` with the human's seat said as "you"/"your" (verbs agreeing) and the other seat by `names`.
 * A sentence whose subject is the human also owns "their" ("you shuffle your trash").
 */
export function toPlayer(text: string, human: PlayerId, names: readonly [string, string]): string {
  const other: PlayerId = human === 0 ? 1 : 0;
  const me = `seat ${human}`;
  const them = `seat ${other}`;
  let t = text;
  // The human as the sentence's subject: "seat 0 plays" → "you play", and their own "their".
  const subject = new RegExp(`(^|— |\\(|: )${me} ([a-z]+)`, 'g');
  const humanActs = subject.test(t);
  t = t.replace(subject, (_m, lead: string, verb: string) => `${lead}you ${secondPersonVerb(verb)}`);
  if (humanActs) t = t.replace(/\btheir\b/g, 'your').replace(/\bthe opponent's\b/g, `${names[other]}'s`);
  else if (t.startsWith(them)) t = t.replace(/\bthe opponent's\b/g, 'your');
  t = t.replaceAll(`a face-down card of ${me}`, 'a face-down card of yours');
  t = t.replaceAll(`${me}'s`, 'your').replaceAll(me, 'you');
  t = t.replaceAll(`${them}'s`, `${names[other]}'s`).replaceAll(them, names[other]);
  return t;
}
