// @vitest-environment node
// What template authors' editors read, as the build made it (build/editor-data.mjs; the unit tests'
// global setup builds): VS Code's HTML custom data, fed to VS Code's own HTML language service, offers
// every declared attribute of every tag and each attribute's values; JetBrains' web-types holds the
// same tags, attributes and values. Both are checked against custom-elements.json, so a declared
// attribute missing from either fails. (web-types' own JSON schema is on no registry this project
// reaches, so its shape is checked here as JetBrains documents it.)
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { getLanguageService, newHTMLDataProvider, TextDocument } from 'vscode-html-languageservice';

const dist = (file: string) => readFile(new URL(`../../dist/${file}`, import.meta.url), 'utf8');

interface ManifestAttribute {
  name: string;
  type: { text: string };
}
const manifest = JSON.parse(await dist('custom-elements.json')) as {
  modules: { declarations: { tagName: string; attributes: ManifestAttribute[] }[] }[];
};
const elements = manifest.modules.flatMap((module) => module.declarations);
/** An attribute's values, where its type is a union of string literals. */
const valuesOf = ({ type }: ManifestAttribute) =>
  /^'/.test(type.text) ? type.text.split(' | ').map((value) => value.slice(1, -1)) : [];

const service = getLanguageService({
  customDataProviders: [newHTMLDataProvider('site-widgets', JSON.parse(await dist('vscode.html-custom-data.json')))],
});

describe("VS Code's HTML custom data, in VS Code's HTML language service", () => {
  /** The labels VS Code offers with the cursor at the end of `text`. */
  const complete = (text: string) => {
    const document = TextDocument.create('file:///page.html', 'html', 1, text);
    const position = document.positionAt(text.length);
    return service.doComplete(document, position, service.parseHTMLDocument(document)).items.map((item) => item.label);
  };

  it('completes a tag from its first letters', () => {
    expect(complete('<colla')).toEqual(expect.arrayContaining(['collapse-group', 'collapse-item']));
  });

  it('lists heading, opened and heading-level at <collapse-item |', () => {
    expect(complete('<collapse-item ')).toEqual(expect.arrayContaining(['heading', 'opened', 'heading-level']));
  });

  it("lists every declared attribute of every tag, and each attribute's values", () => {
    expect(elements.length).toBeGreaterThanOrEqual(7);
    const missing: string[] = [];
    for (const { tagName, attributes } of elements) {
      const offered = complete(`<${tagName} `);
      for (const attribute of attributes) {
        if (!offered.includes(attribute.name)) missing.push(`${tagName}[${attribute.name}]`);
        const values = complete(`<${tagName} ${attribute.name}="`).map((label) => label.replace(/^"|"$/g, ''));
        for (const value of valuesOf(attribute))
          if (!values.includes(value)) missing.push(`${tagName}[${attribute.name}="${value}"]`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("JetBrains' web-types", () => {
  it('holds every tag with its declared attributes and their values, and links to its docs page', async () => {
    const webTypes = JSON.parse(await dist('web-types.json')) as {
      $schema: string;
      name: string;
      contributions: {
        html: {
          elements: { name: string; 'doc-url': string; attributes: { name: string; value?: { type?: string } }[] }[];
        };
      };
    };
    expect(webTypes.$schema).toMatch(/web-types\.json$/);
    expect(webTypes.name).toBe('site-widgets');
    const byTag = new Map(webTypes.contributions.html.elements.map((element) => [element.name, element]));
    const missing: string[] = [];
    for (const { tagName, attributes } of elements) {
      const element = byTag.get(tagName);
      if (!element) {
        missing.push(tagName);
        continue;
      }
      expect(element['doc-url'], tagName).toMatch(/^\.\/node_modules\/site-widgets\/(blocks|docs)\/.+\.md$/);
      for (const attribute of attributes) {
        const found = element.attributes.find(({ name }) => name === attribute.name);
        if (!found) missing.push(`${tagName}[${attribute.name}]`);
        for (const value of valuesOf(attribute))
          // web-types gives a choice of values as a TypeScript union of literals: `'div' | 'ul'`.
          if (!found?.value?.type?.split(' | ').includes(`'${value}'`))
            missing.push(`${tagName}[${attribute.name}="${value}"]`);
      }
    }
    expect(missing).toEqual([]);
  });
});
