import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingStatements } from './database.js';

describe('compiled SQLite statements are kept by their text', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('hands out the same statement for the same text and drops the least recently used past its bound', () => {
    sqlite = new SQLite(':memory:');
    const kept = keepingStatements(sqlite, 2);
    const one = kept.prepare('select 1 as v');
    expect(kept.prepare('select 1 as v')).toBe(one);
    const two = kept.prepare('select 2 as v');
    kept.prepare('select 1 as v'); // 'select 2' is now the least recently used
    kept.prepare('select 3 as v');
    expect(kept.prepare('select 1 as v')).toBe(one);
    expect(kept.prepare('select 2 as v')).not.toBe(two);
  });

  it('a kept statement sees a column added after it was compiled, and bound values never leak between runs', () => {
    sqlite = new SQLite(':memory:');
    const kept = keepingStatements(sqlite);
    kept.prepare('create table t (id integer primary key, name text)').run();
    const insert = kept.prepare('insert into t (name) values (?)');
    insert.run('a');
    kept.prepare('insert into t (name) values (?)').run('b');
    const read = kept.prepare('select * from t where id = ?');
    expect(read.all(1)).toEqual([{ id: 1, name: 'a' }]);
    kept.prepare('alter table t add column price integer not null default 0').run();
    expect(kept.prepare('select * from t where id = ?').all(2)).toEqual([{ id: 2, name: 'b', price: 0 }]);
  });

  it('closing drops the statements with the database', () => {
    sqlite = new SQLite(':memory:');
    const kept = keepingStatements(sqlite);
    kept.prepare('select 1');
    kept.close();
    expect(sqlite.open).toBe(false);
  });
});
