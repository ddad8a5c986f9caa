import { describe, expect, it } from 'vitest';
import type { AccountUser } from '../account/types';
import {
  asksReading,
  companionCount,
  initialTravellerForm,
  leadNameText,
  travellersBody,
  validateTravellers,
} from './travellers';

const user: AccountUser = {
  userId: 'u1',
  email: 'hanako@example.jp',
  role: 'traveller',
  familyName: '山田',
  givenName: '花子',
  familyNameKana: 'ヤマダ',
  givenNameKana: 'ハナコ',
  phone: null,
  gender: '2',
  birthDate: null,
  age: null,
  livePrefCode: '13',
  emailVerified: true,
};

describe('travellers of a booking', () => {
  it('a tour asks every companion, a hotel stay only the representative', () => {
    expect(companionCount('tour', 3)).toBe(2);
    expect(companionCount('yado', 3)).toBe(0);
    expect(companionCount('tour', 1)).toBe(0);
    expect(companionCount('dp', 3)).toBe(2);
    expect(companionCount('optional', 3)).toBe(0);
    expect(companionCount('rentacar', 4)).toBe(0);
  });

  it('prefills the representative from the profile; the phone stays to be filled', () => {
    const form = initialTravellerForm(user, 1);
    expect(form.lead).toEqual({
      familyName: '山田',
      givenName: '花子',
      familyNameKana: 'ヤマダ',
      givenNameKana: 'ハナコ',
      email: 'hanako@example.jp',
      phone: '',
    });
    expect(validateTravellers(form)).toEqual({
      'lead.phone': 'errorRequired',
      'guests.0.familyNameKana': 'errorRequired',
      'guests.0.givenNameKana': 'errorRequired',
      'guests.0.gender': 'errorGender',
      'guests.0.age': 'errorAge',
    });
  });

  it('refuses a kanji reading and a wrong age, and builds the body in katakana with phone digits', () => {
    const form = initialTravellerForm(user, 1);
    form.lead.phone = '090-1234-5678';
    form.lead.givenNameKana = '花子';
    form.guests[0] = { familyNameKana: 'やまだ', givenNameKana: 'たろう', gender: 'male', age: '200' };
    expect(validateTravellers(form)).toEqual({
      'lead.givenNameKana': 'error:E_30013',
      'guests.0.age': 'errorAge',
    });
    form.lead.givenNameKana = 'はなこ';
    form.guests[0]!.age = '8';
    expect(validateTravellers(form)).toEqual({});
    expect(travellersBody(form)).toEqual({
      lead: {
        familyName: '山田',
        givenName: '花子',
        familyNameKana: 'ヤマダ',
        givenNameKana: 'ハナコ',
        email: 'hanako@example.jp',
        phone: '09012345678',
      },
      guests: [{ familyNameKana: 'ヤマダ', givenNameKana: 'タロウ', gender: 'male', age: 8 }],
    });
  });

  it('a Japanese booking refuses Latin readings with the catalogue message (BKE810)', () => {
    const form = initialTravellerForm(user, 1);
    form.lead.phone = '090-1234-5678';
    form.lead.familyNameKana = 'Yamada';
    form.guests[0] = { familyNameKana: 'Yamada', givenNameKana: 'たろう', gender: 'male', age: '8' };
    expect(validateTravellers(form, 'ja')).toEqual({
      'lead.familyNameKana': 'error:E_30013',
      'guests.0.familyNameKana': 'error:E_30013',
    });
  });

  it('an English booking takes names in Latin letters once, as their own reading (BKE811 otherwise)', () => {
    const form = initialTravellerForm(null, 1);
    form.lead.email = 'mary@example.com';
    form.lead.phone = '+44 20 7946 0958';
    expect(asksReading(form.lead, 'en')).toBe(false);
    form.lead.familyName = ' Smith ';
    form.lead.givenName = 'Mary  Jane';
    expect(asksReading(form.lead, 'en')).toBe(false);
    form.guests[0] = { familyNameKana: "O'Brien", givenNameKana: '太郎', gender: 'male', age: '8' };
    expect(validateTravellers(form, 'en')).toEqual({ 'guests.0.givenNameKana': 'error:E_30014' });
    form.guests[0]!.givenNameKana = 'José';
    expect(validateTravellers(form, 'en')).toEqual({});
    expect(travellersBody(form, 'en')).toEqual({
      lead: {
        familyName: 'Smith',
        givenName: 'Mary Jane',
        familyNameKana: 'Smith',
        givenNameKana: 'Mary Jane',
        email: 'mary@example.com',
        phone: '+442079460958',
      },
      guests: [
        {
          familyName: "O'Brien",
          givenName: 'José',
          familyNameKana: "O'Brien",
          givenNameKana: 'José',
          gender: 'male',
          age: 8,
        },
      ],
    });
  });

  it('an English booking takes a name in Japanese with its katakana reading, asked once the name is in Japanese', () => {
    // A resident of Japan: the profile's kanji name and reading, as a Japanese booking takes them.
    const form = initialTravellerForm(user, 1);
    form.lead.phone = '090-1234-5678';
    form.guests[0] = { familyNameKana: 'やまだ', givenNameKana: 'Taro', gender: 'male', age: '8' };
    expect(asksReading(form.lead, 'en')).toBe(true);
    expect(validateTravellers(form, 'en')).toEqual({});
    expect(travellersBody(form, 'en').lead).toMatchObject({ familyName: '山田', familyNameKana: 'ヤマダ' });
    expect(travellersBody(form, 'en').guests?.[0]).toMatchObject({
      familyNameKana: 'ヤマダ',
      givenNameKana: 'Taro',
    });
    // Kanji with a reading in letters, or none, is refused with the catalogue's message.
    form.lead.familyNameKana = 'Yamada';
    form.lead.givenNameKana = '';
    expect(validateTravellers(form, 'en')).toEqual({
      'lead.familyNameKana': 'error:E_30014',
      'lead.givenNameKana': 'errorRequired',
    });
  });

  it('pages show the reading beside the name, once when it is the name itself', () => {
    const lead = {
      familyName: '山田',
      givenName: '花子',
      familyNameKana: 'ヤマダ',
      givenNameKana: 'ハナコ',
      email: '',
      phone: '',
    };
    expect(leadNameText(lead, 'ja')).toBe('山田 花子（ヤマダ ハナコ）');
    const latin = {
      ...lead,
      familyName: 'Smith',
      givenName: 'Mary',
      familyNameKana: 'Smith',
      givenNameKana: 'Mary',
    };
    expect(leadNameText(latin, 'en')).toBe('Smith Mary');
  });

  it('a stay sends the representative only', () => {
    const form = initialTravellerForm(user, 0);
    form.lead.phone = '0312345678';
    expect(travellersBody(form)).not.toHaveProperty('guests');
  });
});
