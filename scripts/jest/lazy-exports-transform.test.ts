import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import config from '../../jest.config';
import { compileModule } from '../lib/node-module';

const TRANSFORM = path.resolve(__dirname, 'lazy-exports-transform.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the transformer is CommonJS, as jest loads it
const { lazyExports } = require(TRANSFORM) as { lazyExports: (source: string) => string };

const ENTRIES = ['@chakra-ui/react', '@chakra-ui/react/button', '@ark-ui/react', '@ark-ui/react/accordion'];
const nodeRequire = createRequire(__filename);

/** `source` run as the module at `file` by Node, outside jest's registry: the entry and its parts as Node loads them. */
const compile = (file: string, source: string) => compileModule(file, source).exports as Record<string, unknown>;

describe('lazy-exports-transform', () => {
  it.each(ENTRIES)('rewrites %s, keeping every export: its name, its order and its value', (entry) => {
    const file = nodeRequire.resolve(entry);
    const source = fs.readFileSync(file, 'utf8');
    const rewritten = lazyExports(source);
    expect(rewritten).not.toBe(source);
    const lazy = compile(file, rewritten);
    const eager = compile(file, source);
    expect(Object.keys(lazy)).toEqual(Object.keys(eager));
    for (const name of Object.keys(eager)) expect([name, lazy[name]]).toEqual([name, eager[name]]);
  });

  it('requires a part only when an export that reads it is first read', () => {
    const file = nodeRequire.resolve('@chakra-ui/react');
    const lazy = compile(file, lazyExports(fs.readFileSync(file, 'utf8')));
    expect(typeof Object.getOwnPropertyDescriptor(lazy, 'Box')?.get).toBe('function');
    const box = lazy.Box;
    expect(box).toBeDefined();
    expect(Object.getOwnPropertyDescriptor(lazy, 'Box')).toMatchObject({
      value: box,
      enumerable: true,
      writable: true,
    });
  });

  it('returns source of another shape unchanged', () => {
    for (const source of [
      "'use strict';\nexports.answer = 42;\n",
      "var parts = require('./parts');\nparts.register();\nexports.Part = parts.Part;\n",
    ])
      expect(lazyExports(source)).toBe(source);
  });

  it('is the transform of those entries in every jest project, which leaves them untransformed otherwise', () => {
    const projects = (config.projects ?? []) as {
      transform?: Record<string, unknown>;
      transformIgnorePatterns?: string[];
    }[];
    for (const project of projects) {
      for (const entry of ENTRIES) {
        const file = nodeRequire.resolve(entry);
        expect([
          entry,
          (project.transformIgnorePatterns ?? []).filter((pattern) => new RegExp(pattern).test(file)),
        ]).toEqual([entry, []]);
        const patterns = Object.entries(project.transform ?? {}).filter(([pattern]) => new RegExp(pattern).test(file));
        expect([entry, patterns[0]?.[1]]).toEqual([entry, '<rootDir>/scripts/jest/lazy-exports-transform.js']);
      }
    }
  });
});
