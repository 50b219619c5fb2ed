import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  contactErrors,
  EMAIL_MAX_LENGTH,
  MESSAGE_LEFT_SHOWN_FROM,
  MESSAGE_MAX_LENGTH,
  messageRoomLeft,
  NAME_MAX_LENGTH,
  TEL_MAX_LENGTH,
} from '../../../../src/blocks/contact-form/validate';
import { en, type Messages } from '../../../../src/i18n/messages/en';
import { englishLocale, urduFormats } from '../../support/locale';

/*
 * Every field of the contact form has a length limit, checked before anything is sent: at the limit
 * it goes, one character past it is refused with what to do, said at the field.
 */

/** The form's texts on an English page. */
const english = { text: en.forms.contactForm, formats: englishLocale.formats };

const valid = { name: 'Amina Khan', email: 'amina@example.com', tel: '+44 7700 900123', message: 'When does the next class start?' };

/** An address of exactly `length` characters that browsers accept. */
const addressOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('the length limits of the contact form', () => {
  it('are sensible for each field, the email address at the standard 254', () => {
    expect({ NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, TEL_MAX_LENGTH, MESSAGE_MAX_LENGTH }).toEqual({
      NAME_MAX_LENGTH: 100,
      EMAIL_MAX_LENGTH: 254,
      TEL_MAX_LENGTH: 30,
      MESSAGE_MAX_LENGTH: 2000,
    });
  });

  it('let each field through at its limit', () => {
    expect(
      contactErrors(
        {
          name: 'n'.repeat(NAME_MAX_LENGTH),
          email: addressOf(EMAIL_MAX_LENGTH),
          tel: '1'.repeat(TEL_MAX_LENGTH),
          message: 'm'.repeat(MESSAGE_MAX_LENGTH),
        },
        english,
      ),
    ).toEqual({});
  });

  it.each([
    ['name', 'n'.repeat(NAME_MAX_LENGTH + 1), 'Name must be 100 characters or fewer'],
    ['email', addressOf(EMAIL_MAX_LENGTH + 1), 'Email address must be 254 characters or fewer'],
    ['tel', '1'.repeat(TEL_MAX_LENGTH + 1), 'WhatsApp number must be 30 characters or fewer'],
    ['message', 'm'.repeat(MESSAGE_MAX_LENGTH + 1), 'Message must be 2,000 characters or fewer: remove 1 character'],
    ['message', 'm'.repeat(MESSAGE_MAX_LENGTH + 150), 'Message must be 2,000 characters or fewer: remove 150 characters'],
  ] as const)('refuse a %s one character or more past its limit, saying the limit', (field, value, message) => {
    expect(contactErrors({ ...valid, [field]: value }, english)).toEqual({ [field]: message });
  });

  it('say an over-long email address is too long, not that it is malformed', () => {
    expect(contactErrors({ ...valid, email: `${'a'.repeat(300)}@example.com` }, english)).toEqual({ email: 'Email address must be 254 characters or fewer' });
  });
});

describe('what is left of the message', () => {
  it('is said only near the limit', () => {
    expect(messageRoomLeft(0, english)).toBe('');
    expect(messageRoomLeft(MESSAGE_MAX_LENGTH - MESSAGE_LEFT_SHOWN_FROM - 1, english)).toBe('');
    expect(messageRoomLeft(MESSAGE_MAX_LENGTH - MESSAGE_LEFT_SHOWN_FROM, english)).toBe('200 characters left');
  });

  it('counts down to none, then says how many are too many', () => {
    expect(messageRoomLeft(MESSAGE_MAX_LENGTH - 1, english)).toBe('1 character left');
    expect(messageRoomLeft(MESSAGE_MAX_LENGTH, english)).toBe('0 characters left');
    expect(messageRoomLeft(MESSAGE_MAX_LENGTH + 1, english)).toBe('1 character too many');
    expect(messageRoomLeft(MESSAGE_MAX_LENGTH + 1500, english)).toBe('1,500 characters too many');
  });
});

describe('on an Urdu page', () => {
  const urdu = {
    text: (parse(readFileSync('content/translations/ur/messages/forms.yaml', 'utf8')) as { forms: Messages['forms'] }).forms.contactForm,
    formats: urduFormats,
  };

  it('says the limits in Urdu, each count in the form its number takes', () => {
    expect(messageRoomLeft(MESSAGE_MAX_LENGTH - 1, urdu)).toBe('1 حرف باقی');
    expect(messageRoomLeft(MESSAGE_MAX_LENGTH - 150, urdu)).toBe('150 حروف باقی');
    expect(contactErrors({ ...valid, message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) }, urdu)).toEqual({
      message: 'پیغام 2,000 حروف سے زیادہ نہیں ہونا چاہیے: 1 حرف کم کریں',
    });
  });
});
