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
