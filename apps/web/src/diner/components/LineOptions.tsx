/** The options chosen for one line ('Lớn · Tái · Trứng'), under its dish name. */
export function LineOptions({ names, className }: { names: readonly string[]; className?: string }) {
  if (names.length === 0) return null;
  return (
    <p className={className ?? 'mt-0.5 text-sm text-stone-700'} data-testid="line-options">
      {names.join(' · ')}
    </p>
  );
}
