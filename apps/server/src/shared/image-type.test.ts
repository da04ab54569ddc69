import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';
import { validationMessageText } from './validation-text';

describe('image type by magic bytes', () => {
  it('recognises JPEG, PNG and WebP whatever the file is called', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });

  it('refuses text, GIF, SVG and truncated headers', () => {
    expect(detectImageType(Buffer.from('hello, I am a .png'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVE', 'latin1'))).toBeNull();
  });
});

describe('validation messages', () => {
  it('turns contract keys into their English text and leaves other messages alone', () => {
    expect(validationMessageText('phone_format')).toBe('Must be a valid Number Exp: +xxxxxxxxxxx');
    expect(validationMessageText('Invalid input')).toBe('Invalid input');
    expect(validationMessageText('toString')).toBe('toString');
  });
});
