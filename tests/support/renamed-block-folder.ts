// A block folder copied under a new name, every spelling of its name replaced in its file names and
// texts (`language-switch`, `LanguageSwitch`, `languageSwitch`, `language_switch`, and `Language
// switch` in the editor's words): a new block, made with no other edit, as the block-folder tests
// make one.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The spellings of a block's name in code and texts: kebab, Pascal, camel, snake and sentence case. */
function spellings(name: string): string[] {
  const words = name.split('-');
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  const sentence = [capitalised[0], ...words.slice(1)].join(' ');
  return [name, capitalised.join(''), words[0] + capitalised.slice(1).join(''), words.join('_'), sentence];
}

/** Copies the folder `from` to `to`, renaming the block `name` to `newName` in every file name and text. */
export async function copyRenamed(from: string, to: string, name: string, newName: string): Promise<void> {
  const [olds, news] = [spellings(name), spellings(newName)];
  const renamed = (text: string) => olds.reduce((result, old, index) => result.replaceAll(old, news[index]!), text);
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const target = join(to, renamed(entry.name));
    if (entry.isDirectory()) await copyRenamed(join(from, entry.name), target, name, newName);
    else await writeFile(target, renamed(await readFile(join(from, entry.name), 'utf8')));
  }
}
