// What a real screen reader says: Orca (Debian's `orca`, 43 on Debian 12) with Firefox ESR, in Dutch,
// on the Dutch demo page, driven by the keyboard. Each session (orca/session.sh) opens the page at a
// block, presses keys through the X server as a keyboard does, and returns every line Orca spoke;
// a test lists, per key, lines it must have said after that key and before the next (among others).
// The phrases are Orca 43's: another version of Orca may word them differently.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM modules without type declarations
import { build } from '../../build.mjs';
// @ts-expect-error plain ESM modules without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
import newsletterTexts from '../../blocks/newsletter-signup/texts';

const ORCA = fileURLToPath(new URL('orca/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where each session leaves what Orca said (speech.txt) and its programs' logs. */
const RESULTS = join(ROOT, 'test-results/orca');
/** A session takes 10 to 20 s; past this it hangs, and is ended. */
const SESSION_LIMIT = 90_000;

/** A key (xdotool's name) and lines Orca says after it (before the next key), among what else it says. */
interface Step {
  press: string;
  hear: string[];
}

/**
 * The visitor answered the cookie bar on an earlier visit with "Alleen noodzakelijke cookies", the
 * choice the engine tests make (chooseNecessaryCookies): Firefox opens the page through this
 * route, which sets `cookiebar=necessary` (that choice as earlier versions stored it, which keeps
 * its meaning: docs/consent.md, "The cookie") and sends it on, so the page comes without the bar.
 */
const CHOSEN = '/orca/cookies-chosen';
const chosenRoute = (_request: IncomingMessage, response: ServerResponse, url: URL) => {
  const to = url.searchParams.get('to') ?? '/';
  response.writeHead(303, {
    'Set-Cookie': 'cookiebar=necessary; Path=/; Max-Age=3600; SameSite=Lax',
    Location: to.startsWith('/') && !to.startsWith('//') ? to : '/',
  });
  response.end();
};

let server: Server;
let dataDir: string;
let baseUrl: string;

beforeAll(async () => {
  execFileSync(join(ORCA, 'setup.sh'), { stdio: ['ignore', 'inherit', 'inherit'] });
  if (!existsSync(join(ROOT, 'dist/site-widgets.js'))) await build({ quiet: true });
  dataDir = await mkdtemp(join(tmpdir(), 'site-widgets-orca-'));
  // The spoken journey signs up as fast as a script types: no bot guard.
  server = createDemoServer({ dataDir, signupGuard: null, routes: { [`GET ${CHOSEN}`]: chosenRoute } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs a session on `path` of the demo page in Dutch; resolves to what Orca said, per key. */
async function orcaSession(name: string, path: string, steps: Step[]) {
  const out = join(RESULTS, name);
  await rm(out, { recursive: true, force: true });
  const url = `${baseUrl}${CHOSEN}?to=${encodeURIComponent(path)}`;
  const args = ['--lang', 'nl_NL.UTF-8', out, url, ...steps.map((step) => step.press)];
  // Its own process group: on a hang, the session and every program it started are ended together.
  const session = spawn(join(ORCA, 'session.sh'), args, { detached: true, stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  session.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-session.pid!, signal);
    } catch {
      // The group has ended.
    }
  };
  const limit = setTimeout(() => {
    stopGroup('SIGTERM');
    setTimeout(() => stopGroup('SIGKILL'), 5_000).unref();
  }, SESSION_LIMIT);
  const status = await new Promise<number | null>((resolve) => session.on('close', resolve));
  clearTimeout(limit);
  stopGroup('SIGKILL');
  const transcript = await readFile(join(out, 'speech.txt'), 'utf8').catch(() => '');
  if (status !== 0) throw new Error(`the Orca session ended with ${status}: ${stderr}\n${transcript}\n(${out})`);
  return { said: perKey(transcript), transcript, out };
}

/** The lines Orca said after each key, from speech.txt's `--- key KEY` marks on. */
function perKey(transcript: string) {
  const said: { key: string; lines: string[] }[] = [];
  for (const line of transcript.split('\n')) {
    const mark = /^--- key (.+)$/.exec(line);
    if (mark) said.push({ key: mark[1]!, lines: [] });
    else if (line.trim()) said.at(-1)?.lines.push(line.trim());
  }
  return said;
}

/** Per step, those of its expected lines that Orca said after its key. */
function heard(said: { key: string; lines: string[] }[], steps: Step[]) {
  return steps.map(({ press, hear }, index) => {
    const lines = said[index]?.key === press ? said[index].lines : [];
    return { press, hear: hear.filter((phrase) => lines.includes(phrase)) };
  });
}

const orcaVersion = () => execFileSync('dpkg-query', ['-W', '-f=${Version}', 'orca'], { encoding: 'utf8' });

async function expectOrcaSays(name: string, path: string, steps: Step[]) {
  const { said, transcript, out } = await orcaSession(name, path, steps);
  expect(heard(said, steps), `Orca ${orcaVersion()} said (${out}/speech.txt, orca.log):\n${transcript}`).toEqual(steps);
}

describe('Orca with Firefox ESR, in Dutch, on the Dutch demo page', () => {
  it('Orca reads the accordion: heading, collapsed or expanded, and the change when it opens or closes', async () => {
    // From the block's heading (the page opened at #block-collapse-group): its link, then the
    // first item's header button; it starts open ("opened"). Then the second item, closed.
    await expectOrcaSays('accordion', '/#block-collapse-group', [
      { press: 'Tab', hear: ['Documentatie (Engelstalig): blocks/collapse/README.md link.'] },
      { press: 'Tab', hear: ['Hoe lang duurt een project gemiddeld? uitgevouwen drukknop kop niveau 3.'] },
      { press: 'Return', hear: ['ingevouwen'] },
      { press: 'space', hear: ['uitgevouwen'] },
      { press: 'Tab', hear: ['Werken jullie ook met bestaande huisstijlen? ingevouwen drukknop kop niveau 3.'] },
      { press: 'Return', hear: ['uitgevouwen'] },
    ]);
  });

  it("Orca announces the newsletter's error when the empty form is sent", async () => {
    // The messages as the widget's texts have them (blocks/newsletter-signup/texts.ts).
    expect([newsletterTexts.nl['newsletter.email_required'], newsletterTexts.nl['newsletter.terms_required']]).toEqual([
      'E-mail is verplicht',
      'Je moet akkoord gaan om benaderd te worden',
    ]);
    // From the block's heading (#block-newsletter): its link, then the email field; Enter in the
    // empty field sends the form. The focus stays in the field: only the alerts can say the errors.
    await expectOrcaSays('newsletter', '/#block-newsletter', [
      { press: 'Tab', hear: ['Documentatie (Engelstalig): blocks/newsletter-signup/README.md link.'] },
      { press: 'Tab', hear: ['E-mailadres invoerveld verplicht.'] },
      { press: 'Return', hear: ['E-mail is verplicht.', 'Je moet akkoord gaan om benaderd te worden.'] },
    ]);
  });
});
