// npm test: every stage runs, whatever an earlier one did, and the exit code is non-zero when any failed — a red
// typecheck does not hide what the tests say, nor the reverse. The type check runs beside the tests (it is one
// single-threaded tsc; the tests spend part of their time waiting on Chromium and on servers); its output is printed
// once it ends, so the two do not interleave. Each stage says how long it took.
import { spawn } from 'node:child_process';

const stages = [
  { name: 'typecheck (tsc --noEmit)', command: ['node_modules/.bin/tsc', '--noEmit'], buffered: true },
  // Unit, integration, browser (Chromium) and load tests, three files at a time (vitest.config.ts); builds dist/ first.
  { name: 'tests (vitest run)', command: ['node_modules/.bin/vitest', 'run', ...process.argv.slice(2)], buffered: false },
];

function run({ name, command, buffered }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, command, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => resolve({ name, code: 1, seconds: 0, output: String(error) }));
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000, output }));
  });
}

const results = await Promise.all(stages.map(run));
for (const result of results) if (result.output) process.stdout.write(`\n${result.name}:\n${result.output}`);
console.log('\nnpm test, by stage:');
for (const { name, code, seconds } of results) console.log(`  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}  ${name}  ${seconds.toFixed(0)} s`);
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
