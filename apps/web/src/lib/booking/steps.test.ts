import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper } from './flow';
import {
  bookingCompletePath,
  clearDraft,
  draftKey,
  readDraft,
  searchWithStep,
  stepFromParam,
  writeDraft,
  type BookingDraft,
} from './steps';
import { initialTravellerForm } from './travellers';

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const draft = (companions: number): BookingDraft => {
  const form = initialTravellerForm(null, companions);
  form.lead.familyName = '山田';
  return {
    form,
    stayDetails: { checkinTime: '1600', requests: '禁煙' },
    couponCodes: ['WINTER', 'WELCOME1000'],
    idempotency: { content: '{"a":1}', key: 'bk-1234' },
    bookingNumber: null,
  };
};

describe('the step of the URL', () => {
  it('reads travellers and confirm; anything else is the first step', () => {
    expect(stepFromParam('travellers')).toBe(2);
    expect(stepFromParam('confirm')).toBe(3);
    expect(stepFromParam(null)).toBe(1);
    expect(stepFromParam('complete')).toBe(1);
    expect(stepFromParam('3')).toBe(1);
  });

  it('sets the step beside the product query and leaves it out for step 1', () => {
    const search = '?planId=P1&goDate=20261212&childPax=8-b1s1sc1';
    const two = searchWithStep(search, 2);
    expect(new URLSearchParams(two).get('step')).toBe('travellers');
    expect(new URLSearchParams(two).get('childPax')).toBe('8-b1s1sc1');
    const three = searchWithStep(two, 3);
    expect(new URLSearchParams(three).getAll('step')).toEqual(['confirm']);
    expect(searchWithStep(three, 1)).toBe('?planId=P1&goDate=20261212&childPax=8-b1s1sc1');
    expect(searchWithStep('?step=confirm', 1)).toBe('');
  });

  it('names the completion page by the booking number', () => {
    expect(bookingCompletePath('B2612-000001')).toBe('/booking/complete/B2612-000001');
    expect(bookingCompletePath('a/b')).toBe('/booking/complete/a%2Fb');
  });
});

describe('the draft of a booking page', () => {
  const key = draftKey('/booking/hotel/H1?planId=P1');

  it('keeps the form, the coupon, the key and the booking number across a reload', () => {
    const storage = memoryStorage();
    writeDraft(storage, key, draft(1));
    expect(readDraft(storage, key, 1)).toEqual(draft(1));
    writeDraft(storage, key, { ...draft(1), bookingNumber: 'B2612-000001' });
    expect(readDraft(storage, key, 1)?.bookingNumber).toBe('B2612-000001');
    clearDraft(storage, key);
    expect(readDraft(storage, key, 1)).toBeNull();
  });

  it('ignores a draft of another party size, a malformed one and another page’s', () => {
    const storage = memoryStorage();
    writeDraft(storage, key, draft(2));
    expect(readDraft(storage, key, 1)).toBeNull();
    expect(readDraft(storage, draftKey('/booking/hotel/H2?planId=P1'), 2)).toBeNull();
    storage.setItem(key, '{not json');
    expect(readDraft(storage, key, 2)).toBeNull();
    storage.setItem(key, JSON.stringify({ ...draft(2), couponCodes: 'WINTER' }));
    expect(readDraft(storage, key, 2)).toBeNull();
    storage.setItem(key, JSON.stringify({ ...draft(2), idempotency: { key: 1 } }));
    expect(readDraft(storage, key, 2)).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeDraft(storage, key, draft(0))).not.toThrow();
  });

  it('resumes the kept Idempotency-Key: the same content books with the same key after a reload', () => {
    const first = createIdempotencyKeeper(() => 'one');
    const key1 = first.keyFor({ total: 100 });
    const resumed = createIdempotencyKeeper(() => 'two', first.snapshot());
    expect(resumed.keyFor({ total: 100 })).toBe(key1);
    expect(resumed.keyFor({ total: 90 })).toBe('bk-two');
  });
});
