import { describe, expect, it } from 'vitest';
import { renderMessage, viMessages } from '@app/contract';
import { checkImageFile, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from './image-upload';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('checkImageFile', () => {
  it('accepts JPG, PNG, GIF and WebP up to 5 MB', () => {
    expect(checkImageFile(file('a.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(checkImageFile(file('a.png', 'image/png', MAX_IMAGE_BYTES))).toBeNull();
    expect(checkImageFile(file('a.gif', 'image/gif', 10))).toBeNull();
    expect(checkImageFile(file('a.webp', 'image/webp', 10))).toBeNull();
  });

  it('refuses other types with the product’s message, whatever the name says', () => {
    expect(checkImageFile(file('a.png', 'text/plain', 10))).toBe(IMAGE_WRONG_TYPE);
    expect(checkImageFile(file('a.svg', 'image/svg+xml', 10))).toBe(IMAGE_WRONG_TYPE);
    expect(renderMessage(viMessages, IMAGE_WRONG_TYPE)).toBe('Chỉ hỗ trợ file JPG, PNG hoặc GIF');
  });

  it('falls back to the extension when the browser reports no type', () => {
    expect(checkImageFile(file('photo.JPEG', '', 10))).toBeNull();
    expect(checkImageFile(file('notes.txt', '', 10))).toBe(IMAGE_WRONG_TYPE);
  });

  it('refuses files over 5 MB with the product’s message', () => {
    expect(checkImageFile(file('big.png', 'image/png', MAX_IMAGE_BYTES + 1))).toBe(IMAGE_TOO_LARGE);
    expect(renderMessage(viMessages, IMAGE_TOO_LARGE)).toBe('File quá lớn, vui lòng chọn file nhỏ hơn 5MB');
  });
});
