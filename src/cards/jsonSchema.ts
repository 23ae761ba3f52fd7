/**
 * A small JSON Schema (draft-07) checker for the keywords the card language's generated schema
 * uses, reporting **every** problem with its JSON path. The schema is the one `compile-engine/schema`
 * exports; reading it here (rather than re-stating its rules in code) means `validate` and the
 * schema cannot disagree. Where a value matches none of a union's forms, the problem is reported
 * inside the form the value evidently meant (the command its `op` names, the amount its `count`
 * names, the line condition its key names), not as a bare "matches nothing".
 * @module
 */

/**
 * A JSON Schema, as plain data.
 * @category Card data and the card language
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

/** One problem: where in the checked value (`[0].cards[3].middle.run[1].target.cover`; `''` is the value itself), and what is wrong. */
export interface SchemaProblem {
  path: string;
  message: string;
}

/**
 * The keywords this checker understands. Annotations (`title`, `description`, `$schema`) are
 * read by people and editors; the others decide validity. A schema using any other keyword is not
 * one this checker can read (the schema test checks the committed schema uses only these).
 */
export const SCHEMA_KEYWORDS: readonly string[] = [
  'title', 'description', '$schema', 'definitions', '$ref', 'anyOf', 'not', 'type', 'const', 'enum',
  'properties', 'required', 'additionalProperties', 'items', 'minItems', 'maxItems',
];

type Node = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => JSON.stringify(v) ?? String(v);

/** The path of `key` (a property name or an index) under `path`, written as in JavaScript. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return path ? `${path}.${key}` : key;
  return `${path}[${JSON.stringify(key)}]`;
}

/** The JSON type of a value, integers told apart as JSON Schema does. */
function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function hasType(type: unknown, v: unknown): boolean {
  if (Array.isArray(type)) return type.some((t) => hasType(t, v));
  const actual = jsonType(v);
  return type === actual || (type === 'number' && actual === 'integer');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string', integer: 'a whole number', number: 'a number', boolean: 'true or false', array: 'a list', object: 'an object', null: 'null',
};

/** How a person would name the values a schema allows, for messages. */
function describe(n: Node): string {
  if ('const' in n) return show(n.const);
  if (Array.isArray(n.enum)) return n.enum.map(show).join(', ');
  const type = Array.isArray(n.type) ? n.type : [n.type];
  if (type.includes('object') && Array.isArray(n.required) && n.required.length) return `{ ${n.required.join(', ')} }`;
  return type.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

const listOf = (words: string[]): string => {
  const unique = [...new Set(words)];
  return unique.length <= 1 ? (unique[0] ?? 'nothing') : `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
};

/** Checks values against one schema document (its `definitions` resolve `$ref`s). */
export class SchemaChecker {
  constructor(private readonly root: JsonSchema) {}

  /** Every problem of `value` against the root schema; none when it is valid. */
  problems(value: unknown): SchemaProblem[] {
    const out: SchemaProblem[] = [];
    this.check(this.root, value, '', out);
    return out;
  }

  /** Every problem of `value` against one of the schema's definitions (`CardDef`), with paths under `path`. */
  problemsAs(definition: string, value: unknown, path = ''): SchemaProblem[] {
    const out: SchemaProblem[] = [];
    this.check({ $ref: `#/definitions/${definition}` }, value, path, out);
    return out;
  }

  private resolve(n: Node): Node {
    let node = n;
    for (let hops = 0; typeof node.$ref === 'string'; hops++) {
      const name = node.$ref.replace(/^#\/definitions\//, '');
      const defs = this.root.definitions as Record<string, Node> | undefined;
      const target = defs?.[name];
      if (!target || hops > 64) throw new Error(`the schema's $ref ${node.$ref} does not resolve`);
      node = target;
    }
    return node;
  }

  private matches(n: Node, value: unknown): boolean {
    const out: SchemaProblem[] = [];
    this.check(n, value, '', out);
    return out.length === 0;
  }

  private check(schema: Node, value: unknown, path: string, out: SchemaProblem[]): void {
    const n = this.resolve(schema);
    if (Array.isArray(n.anyOf)) return this.checkUnion(this.forms(n), value, path, out);
    if (n.type !== undefined && !hasType(n.type, value)) {
      const types = Array.isArray(n.type) ? n.type : [n.type];
      out.push({ path, message: `must be ${listOf(types.map((t) => TYPE_WORDS[String(t)] ?? String(t)))}, not ${TYPE_WORDS[jsonType(value)]}` });
      return;
    }
    if ('const' in n && value !== n.const) return void out.push({ path, message: `must be ${show(n.const)}, not ${show(value)}` });
    if (Array.isArray(n.enum) && !n.enum.includes(value)) return void out.push({ path, message: `must be one of ${n.enum.map(show).join(', ')}, not ${show(value)}` });
    if (isObject(n.not) && this.matches(n.not, value)) return void out.push({ path, message: `must not be ${describe(this.resolve(n.not))}` });
    if (isObject(value)) this.checkObject(n, value, path, out);
    if (Array.isArray(value)) this.checkArray(n, value, path, out);
  }

  private checkObject(n: Node, value: Record<string, unknown>, path: string, out: SchemaProblem[]): void {
    const props = (n.properties ?? {}) as Record<string, Node>;
    const missing = ((n.required ?? []) as string[]).filter((k) => !(k in value));
    if (missing.length) out.push({ path, message: `needs ${missing.map((k) => `"${k}"`).join(', ')}` });
    for (const [key, v] of Object.entries(value)) {
      const where = childPath(path, key);
      if (Object.prototype.hasOwnProperty.call(props, key)) this.check(props[key]!, v, where, out);
      else if (n.additionalProperties === false) out.push({ path: where, message: `unknown field "${key}"${known(props)}` });
      else if (isObject(n.additionalProperties)) this.check(n.additionalProperties, v, where, out);
    }
  }

  private checkArray(n: Node, value: unknown[], path: string, out: SchemaProblem[]): void {
    if (typeof n.minItems === 'number' && value.length < n.minItems) out.push({ path, message: `needs at least ${n.minItems} items` });
    if (typeof n.maxItems === 'number' && value.length > n.maxItems) out.push({ path, message: `has more than ${n.maxItems} items` });
    if (Array.isArray(n.items)) n.items.forEach((s, i) => { if (i < value.length) this.check(s as Node, value[i], childPath(path, i), out); });
    else if (isObject(n.items)) value.forEach((v, i) => this.check(n.items as Node, v, childPath(path, i), out));
  }

  /** The forms of a union, nested unions and references flattened (once per union). */
  private forms(n: Node): Node[] {
    let forms = this.formsOf.get(n);
    if (forms === undefined) {
      forms = (n.anyOf as Node[]).flatMap((f) => {
        const r = this.resolve(f);
        return Array.isArray(r.anyOf) ? this.forms(r) : [r];
      });
      this.formsOf.set(n, forms);
    }
    return forms;
  }

  private readonly formsOf = new WeakMap<Node, Node[]>();
  private readonly constTagsOf = new WeakMap<Node, [string, unknown][]>();

  /**
   * Whether `value` is valid in one of the forms, trying only those it could be valid in: of its
   * JSON type, with every required fixed-value field (`op: "draw"`) right. Most values checked are
   * valid, and a command's union has dozens of forms, each of which reported its problems (words
   * built for messages nobody reads): checking every form cost most of `createEngine`'s 60 ms.
   */
  private someFormHolds(forms: Node[], value: unknown): boolean {
    for (const f of forms) {
      if (f.type !== undefined && !hasType(f.type, value)) continue;
      if (isObject(value) && this.constTags(f).some(([k, c]) => !(k in value) || (Object.prototype.hasOwnProperty.call(value, k) && value[k] !== c))) continue;
      if (this.matches(f, value)) return true;
    }
    return false;
  }

  /** A form's required fields with a `const` value, which a value valid in it must have. */
  private constTags(form: Node): [string, unknown][] {
    let tags = this.constTagsOf.get(form);
    if (tags === undefined) {
      tags = this.tags(form).filter(([, s]) => 'const' in s).map(([k, s]): [string, unknown] => [k, s.const]);
      this.constTagsOf.set(form, tags);
    }
    return tags;
  }

  /**
   * A value valid in some form passes. Otherwise the problems reported are those of the form it
   * evidently meant: among the forms of its JSON type, the ones whose tags it matches (fields with
   * fixed values: `op`, `count`, `scope`, `forbid`…), then that declare most of its fields (a field
   * whose tag it gets wrong counting half). If every such form has a wrong tag, the tag is what is
   * wrong. Several forms left: the
   * problems they all share, and which forms were possible.
   */
  private checkUnion(forms: Node[], value: unknown, path: string, out: SchemaProblem[]): void {
    if (this.someFormHolds(forms, value)) return;
    const results = forms.map((f) => {
      const o: SchemaProblem[] = [];
      this.check(f, value, path, o);
      return o;
    });
    if (results.some((r) => r.length === 0)) return;
    const ofType = forms.map((_, i) => i).filter((i) => forms[i]!.type === undefined || hasType(forms[i]!.type, value));
    if (ofType.length === 0) {
      const types = forms.flatMap((f) => (Array.isArray(f.type) ? f.type : [f.type])).map((t) => TYPE_WORDS[String(t)] ?? String(t));
      return void out.push({ path, message: `must be ${listOf(types)}, not ${TYPE_WORDS[jsonType(value)]}` });
    }
    let meant = ofType;
    if (isObject(value) && ofType.length > 1) {
      const tagsRight = (f: Node, right: boolean) => this.tags(f).filter(([k, s]) => k in value && this.matches(s, value[k]) === right).length;
      const wrongTags = (f: Node) => tagsRight(f, false);
      const declared = (f: Node) => Object.keys(value).filter((k) => k in ((f.properties ?? {}) as object)).length;
      const score = (f: Node) => 100 * tagsRight(f, true) + declared(f) - wrongTags(f) / 2;
      const best = Math.max(...ofType.map((i) => score(forms[i]!)));
      meant = ofType.filter((i) => score(forms[i]!) === best);
      if (meant.every((i) => wrongTags(forms[i]!) > 0) && this.reportTag(ofType.map((i) => forms[i]!), value, path, out)) return;
    }
    if (meant.length === 1) return void out.push(...results[meant[0]!]!);
    // Shared problems are compared without the list of known fields, which differs between forms.
    const bare = (p: SchemaProblem) => ({ path: p.path, message: p.message.replace(/ \(known: [^)]*\)$/, '') });
    const key = (p: SchemaProblem) => `${p.path}\u0000${bare(p).message}`;
    const shared = results[meant[0]!]!.filter((p) => meant.every((i) => results[i]!.some((q) => key(q) === key(p))));
    out.push(...shared.map(bare));
    if (meant.some((i) => results[i]!.length > shared.length)) out.push({ path, message: `must be ${listOf(meant.map((i) => describe(forms[i]!)))}` });
  }

  /** The required fields of a form that take fixed values (`const`, `enum`, `not`): what tells the forms apart. */
  private tags(form: Node): [string, Node][] {
    const props = (form.properties ?? {}) as Record<string, Node>;
    return ((form.required ?? []) as string[])
      .filter((k) => props[k])
      .map((k) => [k, this.resolve(props[k]!)] as [string, Node])
      .filter(([, s]) => 'const' in s || Array.isArray(s.enum) || 'not' in s);
  }

  /** The tag is what is wrong: a value no form has. Returns whether it reported anything. */
  private reportTag(forms: Node[], value: Record<string, unknown>, path: string, out: SchemaProblem[]): boolean {
    const allowed = new Map<string, Node[]>();
    for (const f of forms) for (const [k, s] of this.tags(f)) allowed.set(k, [...(allowed.get(k) ?? []), s]);
    const before = out.length;
    for (const [k, schemas] of allowed) {
      if (!(k in value) || schemas.some((s) => this.matches(s, value[k]))) continue;
      out.push({ path: childPath(path, k), message: `must be one of ${[...new Set(schemas.map(describe))].join(', ')}, not ${show(value[k])}` });
    }
    return out.length > before;
  }
}

function known(props: Record<string, unknown>): string {
  const names = Object.keys(props);
  return names.length ? ` (known: ${names.join(', ')})` : '';
}
