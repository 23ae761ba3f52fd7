/**
 * The README ships in the package and is the package's page on npm, where only the packed files
 * exist: every link in it must open there. A relative link must name a file the package ships
 * (`npm pack --dry-run` lists them); a link into the repository (package.json's `repository`, on its
 * `main` branch) must name a file (`blob/`) or a directory (`tree/`) that exists in this checkout,
 * so that it cannot rot; an `#anchor` must be one of the README's own headings.
 */
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository: { url: string } };
/** `https://github.com/<owner>/<name>`, from package.json's repository. */
const repository = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

/** The README without its code (fenced blocks and code spans hold no links). */
const prose = readme.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Every link target: inline `[text](target)`, reference definitions `[id]: target`, HTML `href`/`src`. */
function linkTargets(text: string): string[] {
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  const html = [...text.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
  return [...inline, ...references, ...html];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
const slug = (heading: string): string => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
const anchors = new Set([...readme.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1]!.replace(/`/g, ''))));

/** Why `target` does not open from the npm page, or `null` when it does. */
function problem(target: string, shipped: ReadonlySet<string>): string | null {
  if (target.startsWith('#')) return anchors.has(target.slice(1)) ? null : 'no heading has this anchor';
  if (target.startsWith(`${repository}/`)) {
    const m = /^\/(blob|tree)\/main\/([^#?]+)/.exec(target.slice(repository.length));
    if (!m) return `a repository link must be ${repository}/blob/main/<file> or /tree/main/<directory>`;
    const stat = statSync(join(root, decodeURIComponent(m[2]!)), { throwIfNoEntry: false });
    if (!stat) return 'no such file or directory in the repository';
    return (m[1] === 'blob') === stat.isFile() ? null : `a ${stat.isFile() ? 'file' : 'directory'} is linked as /${m[1]}/`;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // another site, or mailto:
  const path = normalize(decodeURIComponent(target.replace(/[#?].*$/, ''))).replace(/\/$/, '');
  return shipped.has(path) ? null : `not in the package: link to ${repository}/blob/main/${path} instead`;
}

let shipped = new Set<string>();

beforeAll(async () => {
  // `--ignore-scripts`: the list of files, without building dist/ (no link points into it).
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  const [listing] = JSON.parse(stdout) as [{ files: { path: string }[] }];
  shipped = new Set(listing.files.map((f) => f.path));
}, 60_000);

describe('the README, as npm shows it', () => {
  it('has links to check (the guides, the examples, the license)', () => {
    const targets = linkTargets(prose);
    expect(targets).toContain(`${repository}/blob/main/docs/quick-start.md`);
    expect(targets).toContain('LICENSE');
  });

  it('links only to shipped files, existing repository files, other sites or its own headings', () => {
    const broken = linkTargets(prose).map((t) => [t, problem(t, shipped)]).filter(([, why]) => why !== null);
    expect(broken).toEqual([]);
  });

  it('the check refuses what would not open on npm', () => {
    expect(problem('docs/quick-start.md', shipped)).toMatch(/^not in the package/);
    expect(problem('examples/', shipped)).toMatch(/^not in the package/);
    expect(problem(`${repository}/blob/main/docs/no-such-guide.md`, shipped)).toMatch(/no such file/);
    expect(problem(`${repository}/blob/main/examples`, shipped)).toMatch(/a directory is linked as \/blob\//);
    expect(problem('#no-such-heading', shipped)).toMatch(/no heading/);
    expect(problem('LICENSE', shipped)).toBeNull();
  });
});
