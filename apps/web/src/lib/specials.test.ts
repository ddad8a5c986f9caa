/** Issue 17: the top page's 特集 links lead to a page that exists (hotel-only specials live under /special/hotels/). */
import { describe, expect, it } from 'vitest';
import { parseSpecials } from './specials';

describe('parseSpecials', () => {
  it('links tour and mixed specials to /special/{code}, hotel-only ones to /special/hotels/{code}', () => {
    const teasers = parseSpecials({
      specials: [
        { specialCode: 'onsen', specialName: '温泉', target: 'hotel' },
        { specialCode: 'spring', specialName: '春', target: 'tour' },
        { specialCode: 'both-1', specialName: '両方', target: 'both' },
      ],
    });
    expect(teasers.map((t) => t.path)).toEqual([
      '/special/hotels/onsen',
      '/special/spring',
      '/special/both-1',
    ]);
  });
});
