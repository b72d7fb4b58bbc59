// `npm run test:busy` (not in CI): the browser and engine tests while a second process keeps every
// core busy, one CPU-bound loop per core, as a loaded CI machine is. A test that passes only on a
// quiet machine measured time the machine did not give it. The failures of the busy run are run
// again, quietly, and reported in two lists: those that fail only under load, and those that fail
// anyway. Exits non-zero when the busy run failed. Arguments go to vitest (a file, `-t NAME`).
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const PROJECTS = ['--project', 'browser', '--project', 'engines'];
/** The load stops by itself after this, or when this script ends, however it ends. */
const LOAD_LIMIT_S = 2 * 60 * 60;
const here = fileURLToPath(import.meta.url);
const root = join(here, '../../..');

if (process.argv[2] === '--load') keepCoresBusy(Number(process.argv[3]));
else process.exitCode = await main(process.argv.slice(2));

/** The load process: one thread per core spinning until `seconds` have passed. */
function keepCoresBusy(seconds) {
  const spin =
    `const end = Date.now() + ${seconds * 1000}; let x = 0; ` + 'while (Date.now() < end) x = (x * 31 + 7) % 1e9;';
  for (let i = 0; i < availableParallelism(); i++) new Worker(spin, { eval: true });
  process.on('disconnect', () => process.exit(0));
}

async function main(args) {
  const dir = await mkdtemp(join(tmpdir(), 'site-widgets-busy-'));
  try {
    const load = spawn(process.execPath, [here, '--load', String(LOAD_LIMIT_S)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    console.log(`test:busy: ${availableParallelism()} CPU-bound threads running (pid ${load.pid})`);
    const started = Date.now();
    let busy;
    try {
      busy = await vitest([...PROJECTS, ...args], join(dir, 'busy.json'));
    } finally {
      load.kill('SIGKILL');
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    const failed = failures(busy);
    console.log(`\ntest:busy: the busy run took ${seconds} s: ${busy.numPassedTests} passed, ${failed.length} failed`);
    if (!failed.length) return 0;

    const files = [...new Set(failed.map((test) => test.file))];
    console.log(`test:busy: running the ${files.length} files with failures again without the load…`);
    const quiet = failures(await vitest([...PROJECTS, ...files], join(dir, 'quiet.json')));
    const key = (test) => `${test.file} > ${test.name}`;
    const alsoQuiet = new Set(quiet.map(key));
    report(
      'Failed only under load',
      failed.filter((test) => !alsoQuiet.has(key(test))),
    );
    report(
      'Failed without the load too',
      failed.filter((test) => alsoQuiet.has(key(test))),
    );
    return 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs vitest with the JSON reporter besides the default one; resolves to its report. */
function vitest(args, outputFile) {
  const bin = join(root, 'node_modules/vitest/vitest.mjs');
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`];
  const child = spawn(process.execPath, [bin, 'run', ...reporters, ...args], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () =>
      readFile(outputFile, 'utf8').then(
        (text) => resolve(JSON.parse(text)),
        () => reject(new Error(`vitest ${args.join(' ')} wrote no report (${outputFile})`)),
      ),
    );
  });
}

/** The failed tests of a vitest JSON report (a file that failed to run counts as one). */
function failures(report) {
  return report.testResults.flatMap((file) => {
    const path = relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (!tests.length && file.status === 'failed') return [{ file: path, name: '(the file)', message: file.message }];
    return tests.map((test) => ({ file: path, name: test.fullName, message: test.failureMessages[0] ?? '' }));
  });
}

function report(heading, tests) {
  console.log(`\n## ${heading}: ${tests.length}`);
  for (const test of tests) console.log(`- ${test.file} > ${test.name}\n    ${test.message.split('\n')[0]}`);
}
