/** A ticket's running timer: '4:07', '1:02:30' past an hour; never negative when clocks disagree. */
export function formatTimer(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The next index when moving through a grid of tickets with the arrow keys. */
export function moveSelection(index: number, count: number, key: string, columns: number): number {
  if (count === 0) return 0;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : key === 'ArrowDown' ? columns : key === 'ArrowUp' ? -columns : 0;
  return Math.min(count - 1, Math.max(0, index + step));
}
