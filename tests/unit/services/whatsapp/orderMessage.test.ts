import { describe, expect, it } from 'vitest';
import { chatLink } from '../../../../src/services/whatsapp';

describe('chatLink', () => {
  it('encodes the message, newlines included', () => {
    expect(chatLink('923001234567', 'Salam\nTotal: 100 Pkr')).toBe('https://wa.me/923001234567?text=Salam%0ATotal%3A%20100%20Pkr');
  });
});
