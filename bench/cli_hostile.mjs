// The CLI's hostile cases at full size, each timed and measured from outside: wall time and peak
// memory (GNU time's maximum resident set size) of the dlx-sudoku process, and its exit status
// checked against the documented one. Prints one row per case and the worst time and memory.
//   node bench/cli_hostile.mjs [--only SUBSTRING] [--json]
// Inputs are made in a temporary folder (a 1.2 GB line is streamed, never written to disk). Slow
// by design (the default budgets run out: about ten seconds each on a 25x25): not part of npm
// test, whose tests/cli/cli_hostile.test.mjs checks the same behaviour on small inputs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const cli = process.env.DLX_SUDOKU_CLI ?? join(root, 'build/native/dlx-sudoku');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
const json = args.includes('--json');
if (!existsSync(cli)) throw new Error(`${cli} is missing: npm run build`);
if (!existsSync('/usr/bin/time')) throw new Error('GNU time (/usr/bin/time, Debian package "time") is needed');

const dir = mkdtempSync(join(tmpdir(), 'dlx-hostile-'));
const file = (name, text) => { const path = join(dir, name); writeFileSync(path, text, 'latin1'); return path; };
const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;

// ---- inputs -------------------------------------------------------------------------------------
const UNIQUE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const hostile25 = join(root, 'bench/hostile_25x25.txt');
const wideOption = (() => {
  const names = Array.from({ length: 200000 }, (_, i) => `i${i}`).join(' ');
  return file('wide_option.dlx', `${names}\n${names}\n`);
})();
const manyItems = (() => {  // 64 MiB minus a little: the largest DLX1 text read, one huge item line
  const names = [];
  let size = 0;
  for (let i = 0; size < (64 << 20) - 64; i++) { const n = `x${i.toString(36)}`; names.push(n); size += n.length + 1; }
  return file('many_items.dlx', `${names.join(' ')}\n${names[0]}\n`);
})();
const overLimit = file('over_limit.dlx', `A\n${'A\n'.repeat((32 << 20) + 1)}`);
const bareCr = file('bare_cr.txt', `${UNIQUE}\r`.repeat(50000));
const blankLines = file('blank_lines.txt', '\n'.repeat(1000000));
const junkLines = file('junk_lines.txt', Array.from({ length: 100000 }, (_, i) => `line ${i} is \x1b[31mnot\x07 a puzzle`).join('\n'));
const maxLine = file('max_line.txt', `${'x'.repeat((1 << 20) - 1)}\n`);
const longLink = file('long_link.txt', `https://x.test/#puzzle=${'1'.repeat((1 << 20) - 40)}\n`);
const nulBytes = file('nul.txt', `${'\0'.repeat(81)}\n${UNIQUE.replaceAll('.', '\0')}\n`);
const soloHuge = file('solo_huge.txt', `3x3:${'9'.repeat(5000)}\n5x5:${'z'.repeat(30000)}\n`);
const emptyBoards = file('empty_boards.txt', `${'.'.repeat(256)}\n${'.'.repeat(625)}\n`);
const directory = join(dir, 'a_directory');
mkdirSync(directory);
const pentomino = join(root, 'bench/pentomino_6x10.dlx');

// ---- cases: [name, shell command (the CLI is $C), expected exit status] ---------------------------
const C = q(cli);
const cases = [
  ['solve: two hostile 25x25, default budget', `${C} solve ${q(hostile25)}`, 3],
  ['count: the same, --budget 5s', `${C} count --budget 5s ${q(hostile25)}`, 3],
  ['rate: the same, default budget', `${C} rate ${q(hostile25)}`, 3],
  ['explain: the first, default budget', `head -4 ${q(hostile25)} | tail -1 | ${C} explain`, 3],
  ['count --limit 0: empty 16x16 and 25x25, default budget', `${C} count --limit 0 ${q(emptyBoards)}`, 3],
  ['count --limit 0 --budget 1e7n: empty 9x9', `printf '%081d\\n' 0 | ${C} count --limit 0 --budget 1e7n`, 3],
  ['solve: a 1.2 GB line on stdin', `head -c 1200000000 /dev/zero | tr '\\0' 1 | ${C} solve`, 2],
  ['explain: 1.2 GB on stdin', `head -c 1200000000 /dev/zero | tr '\\0' 1 | ${C} explain`, 1],
  ['exact-cover: 1.2 GB on stdin', `head -c 1200000000 /dev/zero | tr '\\0' A | ${C} exact-cover -`, 1],
  ['solve: a line of exactly 1 MiB - 1 of junk', `${C} solve ${q(maxLine)}`, 2],
  ['solve: a 1 MiB share link', `${C} solve ${q(longLink)}`, 2],
  ['solve: 50,000 puzzles with bare CR line ends', `${C} solve ${q(bareCr)} > /dev/null`, 0],
  ['solve: 1,000,000 blank lines', `${C} solve ${q(blankLines)} > /dev/null`, 0],
  ['solve: 100,000 junk lines with escapes', `${C} solve ${q(junkLines)} > /dev/null`, 2],
  ['solve: NUL bytes', `${C} solve ${q(nulBytes)}`, 2],
  ['solve: Solo IDs with huge numbers and runs', `${C} solve ${q(soloHuge)}`, 2],
  ['solve: a directory', `${C} solve ${q(directory)}`, 1],
  ['exact-cover: one option naming 200,000 items', `${C} exact-cover --count ${q(wideOption)}`, 0],
  ['exact-cover: a 64 MiB item line', `${C} exact-cover --count ${q(manyItems)}`, 0],
  ['exact-cover: 64 MiB + 1 (refused)', `${C} exact-cover --count ${q(overLimit)}`, 1],
  ['exact-cover: all pentomino covers, --budget 10s', `${C} exact-cover --count --budget 10s ${q(pentomino)}`, 3],
  ['generate --size 25 --budget 5s', `${C} generate --size 25 --seed 1 --budget 5s`, 1],
  ['generate --seed 2^64', `${C} generate --seed 18446744073709551616`, 64],
  ['solve --budget 1e30n', `${C} solve --budget 1e30n`, 64],
];

// ---- run ----------------------------------------------------------------------------------------
const rows = [];
for (const [name, command, expected] of cases) {
  if (only && !name.includes(only)) continue;
  const timed = `/usr/bin/time -o ${q(join(dir, 'time'))} -f '%e %M' sh -c ${q(`${command} > /dev/null 2> ${q(join(dir, 'err'))}`)}`;
  // GNU time measures the shell, which reports the largest of its children: the CLI here (head
  // and tr stay small).
  const result = spawnSync('bash', ['-c', `${timed}; cat ${q(join(dir, 'time'))}`], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const lines = result.stdout.trim().split('\n');
  const last = lines.at(-1).split(' ');
  const statusLine = lines.find((l) => /Command exited with non-zero status (\d+)/.test(l));
  const status = statusLine ? Number(/status (\d+)/.exec(statusLine)[1]) : 0;
  const seconds = Number(last[0]);
  const rssMb = Number(last[1]) / 1024;
  rows.push({ name, seconds, rssMb, status, expected, ok: status === expected });
  if (!json) console.log(`${status === expected ? 'ok  ' : 'FAIL'} ${seconds.toFixed(2).padStart(7)} s ${rssMb.toFixed(1).padStart(7)} MB  exit ${status} (expected ${expected})  ${name}`);
}
rmSync(dir, { recursive: true, force: true });

const worstTime = rows.reduce((a, b) => (b.seconds > a.seconds ? b : a), rows[0]);
const worstRss = rows.reduce((a, b) => (b.rssMb > a.rssMb ? b : a), rows[0]);
const load = loadavg().map((x) => x.toFixed(1)).join(' ');
if (json) {
  console.log(JSON.stringify({ load, rows, worstTime, worstRss }));
} else {
  console.log(`\n${rows.length} cases, load average ${load}`);
  console.log(`worst time: ${worstTime.seconds.toFixed(2)} s (${worstTime.name})`);
  console.log(`worst memory: ${worstRss.rssMb.toFixed(1)} MB (${worstRss.name})`);
}
process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
