// Runs once before the visual tests: the fonts they draw with (../setup.sh), then the engines' site
// (tests/engines/support/global-setup.ts) with a seeded Math.random in every demo page, and whether
// this run rewrites the references (`npm run test:visual -- --update`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEngineSite } from '../../engines/support/global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    visualUpdate: boolean;
  }
}

export default function setup(project: TestProject) {
  execFileSync(fileURLToPath(new URL('../setup.sh', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit'] });
  // Vitest's own --update (-u), which sets its snapshots to be rewritten.
  project.provide('visualUpdate', project.config.snapshotOptions.updateSnapshot === 'all');
  return startEngineSite(project, { headScript: readFileSync(new URL('seeded-random.js', import.meta.url), 'utf8') });
}
