import { describe, expect, it } from 'vitest';
import { requestsLength, stayDetailsBody, stayDetailsError, STAY_REQUESTS_MAX } from './stayDetails';

describe('stay details of the travellers step', () => {
  it('sends what was said, trimmed, and nothing else', () => {
    expect(stayDetailsBody({ checkinTime: '', requests: '  ' })).toEqual({});
    expect(stayDetailsBody({ checkinTime: '1700', requests: ' 禁煙 ' })).toEqual({
      checkinTime: '1700',
      requests: '禁煙',
    });
  });

  it('names the requests’ problem by the domain rule', () => {
    expect(stayDetailsError({ checkinTime: '', requests: 'あ'.repeat(STAY_REQUESTS_MAX) })).toBeNull();
    expect(stayDetailsError({ checkinTime: '', requests: 'あ'.repeat(STAY_REQUESTS_MAX + 1) })).toBe(
      'requestsTooLong',
    );
    expect(stayDetailsError({ checkinTime: '', requests: 'a\u0007' })).toBe('requestsInvalid');
    expect(requestsLength(' 😀😀\r\n ')).toBe(2);
  });
});
