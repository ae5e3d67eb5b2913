// Checks every relative Markdown link of README.md, docs/*.md and bench/README.md: the file must
// exist and a #fragment must be a heading of the target page (GitHub's slugs). Exit 1 on a broken one.
//   node tools/check_doc_links.mjs
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pages = ['README.md', 'bench/README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

function stripCode(text) {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, (m) => (m.includes('](') ? '' : m));
}

function slugs(file) {
  const seen = new Map();
  const out = new Set();
  for (const line of readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
    const m = /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const base = m[1].trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

let broken = 0;
let checked = 0;
for (const page of pages) {
  const file = join(root, page);
  const text = stripCode(readFileSync(file, 'utf8'));
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    checked++;
    const [path, fragment] = target.split('#');
    const dest = path ? resolve(dirname(file), path) : file;
    let problem = '';
    if (!existsSync(dest)) problem = 'no such file';
    else if (fragment && dest.endsWith('.md') && !slugs(dest).has(fragment)) problem = `no heading #${fragment} in ${relative(root, dest)}`;
    if (problem) {
      broken++;
      console.log(`${page}: ${target}: ${problem}`);
    }
  }
}
console.log(`${checked} relative links checked, ${broken} broken`);
process.exit(broken ? 1 : 0);
