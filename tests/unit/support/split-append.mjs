// Test instrumentation, loaded with `node --import` into a demo server child process by
// tests/unit/store-crash.test.ts (never by the demo itself): every FileHandle.appendFile writes
// its text in two halves, the first flushed to disk, then reports "half-written" on stderr and
// waits before the second. A SIGKILL sent on that report leaves a torn last line, as a crash
// mid-write would.
import { open } from 'node:fs/promises';

const probe = await open('/dev/null', 'r');
const prototype = Object.getPrototypeOf(probe);
await probe.close();
const appendFile = prototype.appendFile;

prototype.appendFile = async function splitAppend(data, options) {
  const text = String(data);
  const half = Math.ceil(text.length / 2);
  await appendFile.call(this, text.slice(0, half), options);
  await this.sync();
  process.stderr.write(`half-written ${JSON.stringify(text.slice(0, half))}\n`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return appendFile.call(this, text.slice(half), options);
};
