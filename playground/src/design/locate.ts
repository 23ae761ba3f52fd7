/**
 * Where a JSON path (`[0].cards[2].middle.run[0]`, as `validate` reports them) is in a JSON
 * text: the offsets of the value it names, so the editor can select it. A small reader of JSON
 * that notes where each value starts and ends; `null` for a path the text does not hold or a
 * text that is not JSON.
 */
export interface Span {
  start: number;
  end: number;
}

/** `[0].cards[2].middle` → `[0, 'cards', 2, 'middle']`. */
export function pathSteps(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  for (const m of path.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)) steps.push(m[1] !== undefined ? Number(m[1]) : m[2]!);
  return steps;
}

export function locate(text: string, path: string): Span | null {
  const want = pathSteps(path);
  let i = 0;
  let found: Span | null = null;
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const fail = (): never => {
    throw new SyntaxError(`unexpected ${text[i] ?? 'end'} at ${i}`);
  };
  const string = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (text[i] !== '"') fail();
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (depth: number, onPath: boolean): void => {
    space();
    const start = i;
    const c = text[i];
    const deeper = (step: string | number) => onPath && depth < want.length && want[depth] === step;
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') i++;
      else for (;;) {
        space();
        if (text[i] !== '"') fail();
        const key = string();
        space();
        if (text[i++] !== ':') fail();
        value(depth + 1, deeper(key));
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') { i++; break; }
        else fail();
      }
    } else if (c === '[') {
      i++;
      space();
      if (text[i] === ']') i++;
      else for (let n = 0; ; n++) {
        value(depth + 1, deeper(n));
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') { i++; break; }
        else fail();
      }
    } else if (c === '"') string();
    else {
      const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 40));
      if (!m) fail();
      i += m![0].length;
    }
    if (onPath && depth === want.length) found = { start, end: i };
  };
  try {
    value(0, true);
    return found;
  } catch {
    return null;
  }
}
