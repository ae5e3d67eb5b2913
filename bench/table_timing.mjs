// How bench/table.mjs times a whole process: CPU time (user + sys of the child) to the millisecond
// from bash's `times`, wall time from $EPOCHREALTIME, best of several runs, and ours and a peer's
// runs interleaved so that a change in the machine's load falls on both sides alike.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

/** Seconds in one of bash's `times` figures, such as 0m0.140s. */
const timesSeconds = (t) => {
  const m = /^(\d+)m([\d.]+)s$/.exec(t);
  if (!m) throw new Error(`table: cannot read the time '${t}' from bash's times`);
  return Number(m[1]) * 60 + Number(m[2]);
};

/**
 * Runs a command once; returns wall and CPU seconds, its output and exit status. Throws on failure
 * unless `allowFail`. A bash runs it and reports both: CPU time (user + sys) from `times` for its
 * children, to the millisecond (/proc's figures for waited-for children count 10 ms ticks), and
 * wall time from $EPOCHREALTIME around the child alone, so bash's own start is in neither. The
 * children's figures include their own waited-for children, so `timeout 300 prog` times prog.
 */
export function once(command, args, { input, allowFail = false } = {}) {
  const script = 't0=$EPOCHREALTIME; "$@"; status=$?; t1=$EPOCHREALTIME; echo >&2; times >&2; echo "$t0 $t1" >&2; exit $status';
  const r = spawnSync('bash', ['-c', script, 'bash', command, ...args], { input, encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.error) throw r.error;
  const err = r.stderr.trimEnd().split('\n');
  const [t0, t1] = (err.pop() ?? '').split(' ').map(Number);
  const [user, sys] = (err.pop() ?? '').split(' ');  // the children's user and sys
  err.pop();  // bash's own
  const stderr = err.join('\n').trimEnd();  // less the newline added before times
  if (r.status !== 0 && !allowFail) throw new Error(`${command} ${args.join(' ')}: exit ${r.status}\n${stderr}`);
  if (!(t1 >= t0)) throw new Error(`table: no wall time from bash for ${command}`);
  return { wall: t1 - t0, cpu: timesSeconds(user) + timesSeconds(sys), stdout: r.stdout, stderr, status: r.status };
}

/** Keeps the run with the least CPU time, and the least wall time seen. */
function keepBest(kept, r) {
  if (!kept) return r;
  const wall = Math.min(kept.wall, r.wall);
  return r.cpu < kept.cpu ? { ...r, wall } : { ...kept, wall };
}

/** Best of `runs` whole-process runs of one command (by CPU time). */
export function best(runs, command, args, options) {
  let kept = null;
  for (let i = 0; i < runs; i++) kept = keepBest(kept, once(command, args, options));
  return kept;
}

/**
 * Best of `runs` for each side, the sides run one after another in every round (ours, peer, ours,
 * peer, ...): `sides` maps a name to a function that runs it once and returns once()'s result.
 */
export function interleaved(runs, sides) {
  const kept = {};
  for (let i = 0; i < runs; i++) {
    for (const [name, run] of Object.entries(sides)) kept[name] = keepBest(kept[name], run());
  }
  return kept;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
export const lines = (file) => readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
export const s = (x) => `${x.toFixed(2)} s`;
export const us = (x) => `${x.toFixed(1)} µs`;
export const ms = (x) => `${x.toFixed(1)} ms`;
export const yes = (ok) => (ok === null ? '—' : ok ? 'yes' : '**no**');
