// Compares what the reader said with a list, step by step, and fails naming each step that differs
// with the phrases heard but not listed and listed but not heard: a reviewer sees what changed
// without reading two long arrays.
import type { Heard } from '../blocks';

export function speechDifferences(heard: Heard, expected: Heard): string[] {
  const steps = [...new Set([...Object.keys(expected), ...Object.keys(heard)])];
  return steps.flatMap((step) => {
    const said = heard[step] ?? [];
    const listed = expected[step] ?? [];
    if (JSON.stringify(said) === JSON.stringify(listed)) return [];
    const unlisted = said.filter((phrase) => !listed.includes(phrase));
    const unheard = listed.filter((phrase) => !said.includes(phrase));
    const order = !unlisted.length && !unheard.length ? ' (the same phrases in another order or number)' : '';
    return [
      `step "${step}"${order}:` +
        unlisted.map((phrase) => `\n  + heard, not listed: ${JSON.stringify(phrase)}`).join('') +
        unheard.map((phrase) => `\n  - listed, not heard: ${JSON.stringify(phrase)}`).join(''),
    ];
  });
}

/** Fails, naming the differences, unless the reader said what the list expects. */
export function expectSpeech(heard: Heard, expected: Heard, what: string) {
  const differences = speechDifferences(heard, expected);
  if (differences.length)
    throw new Error(
      `${what}: the reader said something else than its list. If a text changed on purpose, change the list.\n` +
        differences.join('\n'),
    );
}
