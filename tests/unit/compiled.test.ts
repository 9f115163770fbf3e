// The CLI bundle's source stamp (generator/cli/compiled.ts): stable, and changed by every source file.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceStamp } from '../../generator/cli/compiled.ts';
import { codeProjects } from '../fixtures/code-project.ts';

const { project } = codeProjects();

describe('CLI bundle stamp', () => {
  it('is stable while nothing changes, and changes with any source file or the manifests', () => {
    const root = project('stamp');
    const first = sourceStamp(root);
    expect(sourceStamp(root)).toBe(first);
    writeFileSync(path.join(root, 'templates/b.tsx'), 'export const b = 22;\n');
    const edited = sourceStamp(root);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(root, 'client/new.ts'), 'export {};\n');
    const added = sourceStamp(root);
    expect(added).not.toBe(edited);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, 'package.json'), later, later);
    expect(sourceStamp(root)).not.toBe(added);
  });
});
