/** Issue 17: the top page's 特集 links lead to a page that exists (hotel-only specials live under /special/hotels/). */
import { describe, expect, it } from 'vitest';
import { specialTeaser } from './specials';

const special = (specialCode: string, target: 'tour' | 'hotel' | 'both') => ({
  specialCode,
  specialName: specialCode,
  description: `${specialCode} の説明`,
  lead: '',
  heroImage: '',
  target,
  tourCount: 1,
  hotelCount: 1,
});

describe('specialTeaser', () => {
  it('links tour and mixed specials to /special/{code}, hotel-only ones to /special/hotels/{code}', () => {
    const teasers = [special('onsen', 'hotel'), special('spring', 'tour'), special('both-1', 'both')].map(
      specialTeaser,
    );
    expect(teasers.map((t) => t.path)).toEqual([
      '/special/hotels/onsen',
      '/special/spring',
      '/special/both-1',
    ]);
    expect(teasers[0]).toEqual({
      specialCode: 'onsen',
      specialName: 'onsen',
      description: 'onsen の説明',
      path: '/special/hotels/onsen',
    });
  });
});
