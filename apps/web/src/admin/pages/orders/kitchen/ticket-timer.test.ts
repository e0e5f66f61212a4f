import { describe, expect, it } from 'vitest';
import { formatTimer, moveSelection } from './ticket-timer';

describe('ticket timer', () => {
  it('shows minutes and seconds, hours past the hour, never negative', () => {
    expect(formatTimer(0)).toBe('0:00');
    expect(formatTimer(247_900)).toBe('4:07');
    expect(formatTimer(3_750_000)).toBe('1:02:30');
    expect(formatTimer(-5000)).toBe('0:00');
  });

  it('arrow keys move through the grid and stop at its edges', () => {
    expect(moveSelection(0, 5, 'ArrowRight', 3)).toBe(1);
    expect(moveSelection(0, 5, 'ArrowLeft', 3)).toBe(0);
    expect(moveSelection(1, 5, 'ArrowDown', 3)).toBe(4);
    expect(moveSelection(2, 5, 'ArrowDown', 3)).toBe(4);
    expect(moveSelection(4, 5, 'ArrowUp', 3)).toBe(1);
    expect(moveSelection(3, 0, 'ArrowUp', 3)).toBe(0);
  });
});
