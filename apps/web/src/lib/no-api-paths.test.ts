/**
 * The web calls the server only through the contract's endpoint declarations (`call(endpoint,
 * …)`), so a path written by hand in a source file is a path the contract does not check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allEndpoints, type Endpoint } from '@app/contract/endpoints';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The first segment of every declared path: `User`, `Order`, `Cart`... */
const RESOURCES = [...new Set((Object.values(allEndpoints) as Endpoint[]).map((e) => e.path.split('/')[1]!))];

/** A string or template literal that starts like an API path: '/api/…' or '/User', '/Order/…'. */
const API_PATH = new RegExp(`(['"\`])/(?:api/|(?:${RESOURCES.join('|')})(?=[/'"\`?$]))`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function handWrittenPaths(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
    .filter(({ line }) => API_PATH.test(line))
    .map(({ at, line }) => `${at}: ${line}`);
}

describe('API paths in the web sources', () => {
  it('finds a hand-written path (the check itself)', () => {
    expect(handWrittenPaths('x.ts', "api.get('/User', {})")).toHaveLength(1);
    expect(handWrittenPaths('x.ts', 'http(`/Order/${id}`)')).toHaveLength(1);
    expect(handWrittenPaths('x.ts', "fetch('/api/Auth/login')")).toHaveLength(1);
    expect(handWrittenPaths('x.ts', "navigate('/admin/users')")).toEqual([]);
    expect(handWrittenPaths('x.ts', "const to = '/table/5';")).toEqual([]);
  });

  it('no source file writes an API path by hand', () => {
    const found = sourceFiles(SRC).flatMap((full) => handWrittenPaths(path.relative(SRC, full).split(path.sep).join('/'), readFileSync(full, 'utf8')));
    expect(found).toEqual([]);
  });
});
