/**
 * Constraint violations as reported by either database driver. Services check rules first;
 * these catch the rare race where another request changed the data in between.
 */
function codeOf(err: unknown): string {
  const e = err as { code?: unknown } | null;
  return typeof e?.code === 'string' ? e.code : '';
}

export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Values the database refuses as such: a NUL byte in text (PostgreSQL 22021), a number out of
 * its column's range (22003), text that is not a number (22P02). The shared schemas refuse
 * these first; this keeps any path they miss a 400 instead of a 500.
 */
export function isInvalidValue(err: unknown): boolean {
  const code = codeOf(err);
  return code === '22021' || code === '22003' || code === '22P02' || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH';
}
