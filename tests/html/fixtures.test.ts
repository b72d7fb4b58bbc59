// Every block's markup fixtures as the package ships them (dist/fixtures.json, written from the
// block folders' NAME.fixtures.json): the server markup the bundle upgrades, which a CMS port
// copies, is valid HTML. (What the Craft components and the WordPress blocks print for the same
// fixtures is validated where it is rendered: tests/twig/components.test.ts,
// tests/wordpress/fixtures.test.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { fixtureId, readFixtures, type Fixture } from '../support/fixtures';
import { validateMarkup } from '../support/html-validate';

const shipped = JSON.parse(readFileSync(join(inject('distDir'), 'fixtures.json'), 'utf8')) as Record<
  string,
  { block: string; fixtures: Omit<Fixture, 'block'>[] }
>;
const fixtures = Object.values(shipped).flatMap(({ block, fixtures }) =>
  fixtures.map((fixture) => ({ ...fixture, block })),
);

describe('the markup fixtures, by html-validate', () => {
  it('are those of the block folders, every one', () => {
    expect(fixtures.map(fixtureId)).toEqual(readFixtures().map(fixtureId));
  });

  for (const fixture of fixtures) {
    it(fixtureId(fixture), async () => {
      expect(await validateMarkup(fixture.html, `${fixtureId(fixture)}.html`)).toEqual([]);
    });
  }
});
