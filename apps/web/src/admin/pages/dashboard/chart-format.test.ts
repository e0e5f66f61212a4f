import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketLongLabel } from './chart-format';

describe('dashboard bucket labels', () => {
  it('shows hours for one-day ranges and day/month otherwise', () => {
    expect(bucketLabel('2025-03-07T14:00')).toBe('14:00');
    expect(bucketLabel('2025-03-07')).toBe('07/03');
  });

  it('spells the full date in tooltips', () => {
    expect(bucketLongLabel('2025-03-07T14:00')).toBe('07/03/2025 14:00');
    expect(bucketLongLabel('2025-03-07')).toBe('07/03/2025');
  });
});
