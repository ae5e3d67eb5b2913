// The CLI findings of issue 33, against the real binary (env DLX_SUDOKU_CLI, else
// build/native/dlx-sudoku): output that cannot be written (a full disk, a closed pipe) is a failure
// with words, not a success; exact-cover's engines do not need memory in the square of the input;
// text from the input is echoed with its control characters escaped; a line that never ends is
// named at once and does not keep the CLI reading forever. No test asserts a time: the timeouts
// below only keep a regression from hanging the suite.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = process.env.DLX_SUDOKU_CLI ? resolve(process.env.DLX_SUDOKU_CLI) : join(repoRoot, 'build/native/dlx-sudoku');
const UNIQUE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const KNUTH = 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n';
const HANG_GUARD_MS = 120_000; // far beyond any healthy run: a guard against hangs, not a timing
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f\x80-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/u;

let dir;
before(() => {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: build it (npm run build) or set DLX_SUDOKU_CLI`);
  dir = mkdtempSync(join(tmpdir(), 'dlx-cli-robust-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function tempFile(name, text) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Runs a command line (`argv[0]` is the program) to its end; `stdout` may be a file descriptor. */
function runTo(argv, { input = '', stdin = 'pipe', stdout = 'pipe' } = {}) {
  const result = spawnSync(argv[0], argv.slice(1), {
    input: stdin === 'pipe' ? input : undefined,
    stdio: [stdin, stdout, 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    timeout: HANG_GUARD_MS,
  });
  assert.equal(result.error, undefined, String(result.error));
  return { status: result.status, signal: result.signal, stdout: result.stdout ?? '', stderr: result.stderr };
}
const run = (args, options) => runTo([cliPath, ...args], options);

// `bash -c 'trap "" PIPE; exec ...'` starts the CLI with SIGPIPE ignored (node's own children get
// it at its default), as a shell script that ignores it, or a Python parent, would.
/**
 * Runs `argv | head -1` in bash, a real pipe (node's own stdio pipes are socket pairs, where a
 * reader that leaves makes a write fail with "Connection reset by peer" as often as with "Broken
 * pipe"). ignoreSigpipe: the CLI starts with SIGPIPE ignored (`trap "" PIPE` is inherited), so
 * only its own write check can stop it. Resolves with the first line, the CLI's exit status or
 * signal, and its stderr; `timeout` guards against a CLI that runs on after its reader left.
 */
function firstLineThenClose(argv, { ignoreSigpipe = false } = {}) {
  const err = tempFile('stderr.txt', '');
  const code = tempFile('status.txt', '');
  const script = `${ignoreSigpipe ? 'trap "" PIPE; ' : ''}timeout -s KILL ${HANG_GUARD_MS / 1000} "$@" 2>"$ERR" | head -1; echo "\${PIPESTATUS[0]}" >"$CODE"`;
  const run = spawnSync('bash', ['-c', script, 'bash', ...argv], { encoding: 'utf8', env: { ...process.env, ERR: err, CODE: code } });
  const status = Number(readFileSync(code, 'utf8').trim());
  // bash reports a death by signal N as 128 + N (SIGPIPE is 13; timeout's KILL is 9: a hang).
  assert.notEqual(status, 128 + 9, `${argv.join(' ')} went on after its reader left`);
  return Promise.resolve({
    status: status > 128 ? null : status, signal: status === 128 + 13 ? 'SIGPIPE' : status > 128 ? `signal ${status - 128}` : null,
    stderr: readFileSync(err, 'utf8'), first: run.stdout.split('\n')[0],
  });
}

// ---- 1. lost output is a failure -----------------------------------------------------------------

describe('output that cannot be written', () => {
  const commands = [
    ['solve', { input: `${UNIQUE}\n` }],
    ['count', { input: `${UNIQUE}\n` }],
    ['rate', { input: `${UNIQUE}\n` }],
    ['validate', { input: `${UNIQUE}\n` }],
    ['explain', { input: `${UNIQUE}\n` }],
    ['exact-cover', { args: ['-'], input: KNUTH }],
    ['generate', { args: ['--seed', '1'] }],
  ];
  for (const [command, { args = [], input = '' }] of commands) {
    test(`${command} > /dev/full: exit 1 and the reason, not 0 in silence`, () => {
      const full = openSync('/dev/full', 'w');
      try {
        const result = run([command, ...args], { input, stdout: full });
        assert.equal(result.status, 1, result.stderr);
        assert.match(result.stderr, /^dlx-sudoku: cannot write the output: No space left on device$/m);
      } finally {
        closeSync(full);
      }
    });
  }

  test('--help and --version > /dev/full: exit 1 and the reason too', () => {
    for (const args of [['--help'], ['--version'], ['solve', '--help']]) {
      const full = openSync('/dev/full', 'w');
      try {
        const result = run(args, { stdout: full });
        assert.equal(result.status, 1, `${args.join(' ')}: ${result.stderr}`);
        assert.match(result.stderr, /cannot write the output: No space left on device/);
      } finally {
        closeSync(full);
      }
    }
  });

  test('the same commands to a working stdout still exit 0 (the check is not a false alarm)', () => {
    for (const [command, { args = [], input = '' }] of commands) {
      const result = run([command, ...args], { input });
      assert.equal(result.status, 0, `${command}: ${result.stderr}`);
      assert.doesNotMatch(result.stderr, /cannot write/);
    }
  });

  // Enough lines that the answers overflow every buffer between the CLI and the reader.
  const manyPuzzles = () => tempFile('many.txt', `${UNIQUE}\n`.repeat(20_000));

  test('SIGPIPE ignored: `solve many.txt | head -1` stops with exit 1 and "Broken pipe"', async () => {
    const result = await firstLineThenClose([cliPath, 'solve', manyPuzzles()], { ignoreSigpipe: true });
    assert.equal(result.first.length, 81);
    assert.equal(result.signal, null);
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /^dlx-sudoku: cannot write the output: Broken pipe$/m);
  });

  test('SIGPIPE ignored: `generate --count 100000 | head -1` stops instead of running on', async () => {
    const result = await firstLineThenClose([cliPath, 'generate', '--seed', '1', '--count', '100000'], { ignoreSigpipe: true });
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /^dlx-sudoku: cannot write the output: Broken pipe$/m);
  });

  test('SIGPIPE ignored: exact-cover listing covers stops when its reader leaves', async () => {
    // 2^16 covers: 16 items, each coverable by either of two options.
    const items = Array.from({ length: 16 }, (_, k) => `i${k}`);
    const problem = tempFile('many_covers.dlx', `${items.join(' ')}\n${items.map((i) => `${i}\n${i}\n`).join('')}`);
    const result = await firstLineThenClose([cliPath, 'exact-cover', problem], { ignoreSigpipe: true });
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /cannot write the output: Broken pipe/);
    assert.doesNotMatch(result.stderr, /undecided/);
  });

  test('SIGPIPE at its default: the CLI dies of it, as any Unix filter does', async () => {
    const solve = await firstLineThenClose([cliPath, 'solve', manyPuzzles()]);
    assert.equal(solve.signal, 'SIGPIPE');
    const generate = await firstLineThenClose([cliPath, 'generate', '--seed', '1', '--count', '100000']);
    assert.equal(generate.signal, 'SIGPIPE');
  });
});

// ---- 2. exact-cover's memory grows with the input ------------------------------------------------

describe('exact-cover on N items of one option each, under an address-space limit (1 GiB unless said)', () => {
  // Before the fix: dancing cells took 2.4 GB here and bitsets 2.9 GB, and with less memory either
  // died of std::bad_alloc (abort, exit 134). The limit keeps a regression from taking the machine.
  const chain = (n = 20_000) => {
    const names = Array.from({ length: n }, (_, k) => `i${k}`);
    return tempFile(`chain${n}.dlx`, `${names.join(' ')}\n${names.join('\n')}\n`);
  };
  const limited = (args, options) => runTo(['prlimit', `--as=${1 << 30}`, cliPath, ...args], options);

  test('N = 20,000: --engine cells finds the one cover', () => {
    const result = limited(['exact-cover', '--engine', 'cells', '--count', chain()]);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^solutions=1 nodes=/);
  });

  test('N = 20,000: --engine dlx finds the one cover', () => {
    const result = limited(['exact-cover', '--engine', 'dlx', '--count', chain()]);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^solutions=1 nodes=/);
  });

  test('N = 20,000: --engine bits refuses it before allocating, with words and exit 1', () => {
    const result = limited(['exact-cover', '--engine', 'bits', '--count', chain()]);
    assert.equal(result.status, 1, result.stderr);
    assert.equal(result.stdout, '');
    assert.match(result.stderr, /--engine bits would need up to \d+ MiB for this problem \(20000 items, 20000 options/);
    assert.match(result.stderr, /use --engine dlx or cells/);
  });

  test('--engine bits still takes a problem it can hold', () => {
    const result = limited(['exact-cover', '--engine', 'bits', '-'], { input: KNUTH });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'A D | C E F | B G\n');
  });

  test('memory that runs out anyway is said in words with exit 1, never an abort', () => {
    // 24 MiB of address space is enough to start (8 MiB is), not for Dancing Links on 200,000
    // items (44 MB).
    const result = runTo(['prlimit', `--as=${24 << 20}`, cliPath, 'exact-cover', '--count', chain(200_000)]);
    assert.equal(result.signal, null, result.stderr);
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /^dlx-sudoku: exact-cover: out of memory/m);
    assert.doesNotMatch(result.stderr, /terminate called/);
  });
});

// ---- 3. input echoed with its controls escaped ---------------------------------------------------

describe('text from the input cannot drive the terminal', () => {
  const hostile = '#\x1b]0;PWNED\x07\x1b[31mRED \u202Eevil\u202C \u009B31m\tend\n';
  for (const command of ['solve', 'count', 'rate', 'validate']) {
    test(`${command} echoes a comment with its control characters escaped`, () => {
      const result = run([command], { input: `${hostile}${UNIQUE}\n` });
      assert.equal(result.status, 0, result.stderr);
      const [echo] = result.stdout.split('\n');
      assert.equal(echo, '#\\x1B]0;PWNED\\x07\\x1B[31mRED \\u202Eevil\\u202C \\u009B31m\tend');
      assert.doesNotMatch(result.stdout, RAW_CONTROL);
    });
  }

  test('exact-cover prints item names with bidi and C1 controls escaped', () => {
    const result = run(['exact-cover', '-'], { input: 'a\u202Eb c\u0085\na\u202Eb c\u0085\n' });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, 'a\\u202Eb c\\u0085\n');
  });

  test('an invalid line quoting its input is escaped too, and other text passes as it is', () => {
    const result = run(['solve'], { input: `\x1b[2J${'.'.repeat(77)}\nnaïve ✓ 数独\n` });
    assert.equal(result.status, 2);
    assert.doesNotMatch(result.stdout, RAW_CONTROL);
    assert.doesNotMatch(result.stderr, RAW_CONTROL);
    const echoed = run(['solve'], { input: '# naïve ✓ 数独 😀\n' });
    assert.equal(echoed.stdout, '# naïve ✓ 数独 😀\n');
  });
});

// ---- 4. a line that never ends -------------------------------------------------------------------

describe('a line that never ends', () => {
  test('a few MiB without a line end, then EOF: stderr names line 1 at once, and solve ends', () => {
    const result = run(['solve'], { input: '1'.repeat(3 << 20) });
    assert.equal(result.status, 2, result.stderr);
    assert.match(result.stderr, /^dlx-sudoku: stdin: line 1 is longer than 1048576 bytes \(1 MiB\); skipping it to its end$/m);
    assert.match(result.stdout, /^invalid: line 1: the line is longer than 1048576 bytes/);
  });

  test('solve < /dev/zero: gives the input up with words instead of reading forever', () => {
    const zero = openSync('/dev/zero', 'r');
    try {
      const result = run(['solve'], { stdin: zero });
      assert.equal(result.status, 1, result.stderr);
      assert.match(result.stderr, /stdin: line 1 is longer than 1048576 bytes/);
      assert.match(result.stderr, /stdin: line 1 goes on for more than 64 MiB without ending; the rest of stdin is not read/);
      assert.match(result.stdout, /^invalid: line 1: /);
    } finally {
      closeSync(zero);
    }
  });

  test('--help lists every exit status: validate\'s 2, lost output and out of memory as 1', () => {
    const help = run(['--help']).stdout.replace(/\s+/g, ' ');
    assert.match(help, /2 solve\/count\/ rate\/validate/);
    assert.match(help, /the output could not be written/);
    assert.match(help, /out of memory/);
  });
});
