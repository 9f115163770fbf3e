// The host configuration files repeat a few facts of package.json and the build (the output folder,
// the build command, the Node version) because each host reads only its own file: this test is the
// one place that keeps them equal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { projectFolders } from '../../generator/pipeline/context.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> };

/** The build's default output folder, relative to the project (dist). */
const outFolder = path.relative(root, projectFolders(root).outDir);
const nodeFloor = semver.minVersion(pkg.engines.node)?.version;

interface NetlifyToml {
  build: {
    command: string;
    publish: string;
    environment: { NODE_VERSION: string };
    processing: { skip_processing: boolean; html: { pretty_urls: boolean } };
  };
}

describe('netlify.toml', () => {
  const netlify = parse(read('netlify.toml')) as unknown as NetlifyToml;

  it('publishes the build output folder, built by the npm build script', () => {
    expect(netlify.build.publish).toBe(outFolder);
    expect(netlify.build.command).toBe('npm run build');
    expect(pkg.scripts.build).toBe('node bin/build-site build');
  });

  it('builds with the Node version of engines and .nvmrc', () => {
    expect(netlify.build.environment.NODE_VERSION).toBe(nodeFloor);
    expect(read('.nvmrc').trim()).toBe(nodeFloor);
  });

  it('rewrites nothing: no post-processing, no Pretty URLs (the preview server rewrites no links either)', () => {
    expect(netlify.build.processing.skip_processing).toBe(true);
    expect(netlify.build.processing.html.pretty_urls).toBe(false);
  });
});

describe('wrangler.toml', () => {
  it('uploads the build output folder to Cloudflare Pages', () => {
    const wrangler = parse(read('wrangler.toml')) as { name: string; pages_build_output_dir: string };
    expect(wrangler.pages_build_output_dir).toBe(outFolder);
    expect(wrangler.name).toMatch(/^[a-z0-9][a-z0-9-]*$/);
  });
});
