import { describe, expect, it } from 'vitest';
import { catalogImageSrc } from './images';

describe('catalog image URLs (through the site origin, labels in the page language)', () => {
  it('routes a catalog path through /api and asks for English labels on English pages', () => {
    expect(catalogImageSrc('/static/img/hotels/room/3.svg')).toBe('/api/static/img/hotels/room/3.svg');
    expect(catalogImageSrc('/static/img/hotels/room/3.svg', 'en')).toBe(
      '/api/static/img/hotels/room/3.svg?lang=en',
    );
  });
  it('refuses anything that is not a catalog image path', () => {
    for (const bad of ['https://evil.example/x.svg', '/static/img/../../etc/passwd', '//evil/x', '', null]) {
      expect(catalogImageSrc(bad, 'en')).toBeNull();
    }
  });
});
