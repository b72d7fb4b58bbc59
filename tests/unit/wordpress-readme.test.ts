// @vitest-environment node
// The WordPress plugin's readme.txt against the rules the plugin directory's readme validator
// applies (https://wordpress.org/plugins/developers/readme-validator/): the plugin's name, the
// headers it requires, a short description of at most 150 characters without markup, at most five
// tags, a stable tag that is the version being released, and the sections; its headers agree with
// the plugin's main file; it is tested up to the newest WordPress the WordPress suite runs, and
// requires the oldest (tests/wordpress/support/versions.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORDPRESS_VERSIONS } from '../wordpress/support/versions';

const plugin = join(import.meta.dirname, '../../integrations/wordpress/site-widgets');
const { version } = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'));

interface Readme {
  name: string;
  headers: Record<string, string>;
  shortDescription: string;
  sections: Record<string, string>;
}

/** Splits a readme.txt as the directory's parser does: name, headers, short description, sections. */
function parseReadme(text: string): Readme {
  const lines = text.replaceAll('\r\n', '\n').split('\n');
  const name = /^=== (.+) ===$/.exec(lines[0] ?? '')?.[1] ?? '';
  const headers: Record<string, string> = {};
  let at = 1;
  for (; at < lines.length && /^[A-Za-z ]+:/.test(lines[at]!); at++) {
    const [key, ...value] = lines[at]!.split(':');
    headers[key!.trim()] = value.join(':').trim();
  }
  const rest = lines.slice(at).join('\n');
  const firstSection = rest.search(/^== /m);
  const shortDescription = (firstSection < 0 ? rest : rest.slice(0, firstSection)).trim();
  const sections: Record<string, string> = {};
  for (const match of rest.matchAll(/^== (.+?) ==\n([\s\S]*?)(?=^== |(?![\s\S]))/gm))
    sections[match[1]!] = match[2]!.trim();
  return { name, headers, shortDescription, sections };
}

/** The headers of the plugin's main file (site-widgets.php), as WordPress reads them. */
function pluginHeaders(): Record<string, string> {
  const source = readFileSync(join(plugin, 'site-widgets.php'), 'utf8');
  return Object.fromEntries([...source.matchAll(/^ \* ([A-Za-z ]+):\s*(.+)$/gm)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe('the plugin’s readme.txt, by the plugin directory’s rules', () => {
  const readme = parseReadme(readFileSync(join(plugin, 'readme.txt'), 'utf8'));

  it('names the plugin and has every header the directory requires', () => {
    expect(readme.name).toBe(pluginHeaders()['Plugin Name']);
    for (const header of [
      'Contributors',
      'Tags',
      'Requires at least',
      'Tested up to',
      'Requires PHP',
      'Stable tag',
      'License',
      'License URI',
    ])
      expect(readme.headers[header], header).toMatch(/\S/);
    // wordpress.org user names.
    for (const contributor of readme.headers.Contributors!.split(','))
      expect(contributor.trim()).toMatch(/^[a-z0-9-]+$/);
  });

  it('has at most five tags (the directory ignores the rest)', () => {
    expect(readme.headers.Tags!.split(',').length).toBeLessThanOrEqual(5);
  });

  it('releases the package’s version, tested on a WordPress it supports', () => {
    expect(readme.headers['Stable tag']).toBe(version);
    expect(readme.headers['Stable tag']).not.toBe('trunk');
  });

  it('is tested up to the newest WordPress the WordPress suite runs, and requires the oldest', () => {
    // As the directory reads them: major.minor.
    const [newest, oldest] = [WORDPRESS_VERSIONS[0], WORDPRESS_VERSIONS.at(-1)!].map(({ version }) =>
      version.split('.').slice(0, 2).join('.'),
    );
    expect(readme.headers['Tested up to']).toBe(newest);
    expect(readme.headers['Requires at least']).toBe(oldest);
  });

  it('agrees with the plugin’s main file', () => {
    const headers = pluginHeaders();
    for (const header of ['Requires at least', 'Requires PHP', 'License', 'License URI'])
      expect(readme.headers[header], header).toBe(headers[header]);
  });

  it('has a short description of at most 150 characters, without markup', () => {
    expect(readme.shortDescription).toMatch(/\S/);
    expect(readme.shortDescription.length).toBeLessThanOrEqual(150);
    expect(readme.shortDescription).not.toMatch(/[<>*_`#[\]]|\n/);
  });

  it('has the sections a listing shows, with a changelog entry for the stable version', () => {
    expect(Object.keys(readme.sections)).toEqual(expect.arrayContaining(['Description', 'Installation', 'Changelog']));
    for (const section of Object.values(readme.sections)) expect(section).toMatch(/\S/);
    expect(readme.sections.Changelog).toMatch(new RegExp(`^= ${version.replaceAll('.', '\\.')} =$`, 'm'));
  });
});
