import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyZodLanguage } from './zod-language';

const tooShort = () => z.string().min(3).safeParse('a').error?.issues[0]?.message;

describe('zod messages in the staff language', () => {
  it('switches zod’s own messages between German, English and Vietnamese', () => {
    applyZodLanguage('de');
    expect(tooShort()).toMatch(/Zu klein/);
    applyZodLanguage('en-GB');
    expect(tooShort()).toMatch(/Too small/);
    applyZodLanguage('vi');
    expect(tooShort()).toMatch(/quá ngắn|nhỏ/i);
  });
});
