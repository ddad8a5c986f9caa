/** Issue 5 item 5: tour card texts (transport, days, hotels, price range tax included, JR note, seats). */
import { describe, expect, it } from 'vitest';
import { createDefaultCondition, defaultConfig } from '@tabiyori/domain';
import { includesBasicJr, legView, routeText, tourCardView, transportKey } from './cardView';
import { tourListItem } from './fixtures';

const condition = createDefaultCondition(defaultConfig, '20261122');

describe('tourCardView', () => {
  it('issue 16: says the people and rooms the price is for (「3名・1室」 for three, not 「2名1室」)', () => {
    expect(tourCardView(tourListItem({ paxPerRoom: 3 }), condition, 'ja').capacityText).toBe('3名・1室');
    expect(tourCardView(tourListItem(), condition, 'ja').capacityText).toBe('2名・1室');
    expect(tourCardView(tourListItem({ paxPerRoom: 1 }), condition, 'en').capacityText).toBe(
      '1 guest · 1 room',
    );
  });

  it('formats the price range and from-price with the domain, per language', () => {
    const view = tourCardView(tourListItem(), condition, 'ja');
    expect(view.priceRangeText).toBe('36,000円～80,000円');
    expect(view.fromText).toBe('36,000円～');
    expect(tourCardView(tourListItem(), condition, 'en').priceRangeText).toBe('¥36,000–¥80,000');
  });

  it('names the legs with times, the days label, and up to three hotels with the rest counted', () => {
    const view = tourCardView(tourListItem(), condition, 'ja');
    expect(view.daysLabel).toBe('2日間');
    expect(view.transport).toEqual([
      {
        key: 'transportTrain',
        leg: 'outbound',
        from: '品川',
        to: '小田原',
        times: '08:40 → 09:13',
        services: ['こだま79号'],
      },
    ]);
    expect(view.hotels).toEqual(['旅館 松風', '竹林閣', '萬寿庵']);
    expect(view.moreHotels).toBe(1);
    expect(view.href.startsWith('/tours/T000106?')).toBe(true);
    expect(view.image?.src).toBe('/api/static/img/tours/kanto/8.svg');
  });

  it('marks the basic JR round trip for JR and limited-express tours only', () => {
    expect(tourCardView(tourListItem(), condition, 'ja').jrIncluded).toBe(true);
    const flight = tourListItem({ approachType: 'air', overview: { transportation: [] } });
    expect(includesBasicJr(flight)).toBe(false);
    expect(includesBasicJr(tourListItem({ approachType: 'extrain', overview: { transportation: [] } }))).toBe(
      true,
    );
  });

  it('shows seats left, low stock as urgent, and no price text for a tour without a price', () => {
    expect(tourCardView(tourListItem({ stock: 20 }), condition, 'ja')).toMatchObject({
      seats: 20,
      lowSeats: false,
    });
    expect(tourCardView(tourListItem({ stock: 3 }), condition, 'ja')).toMatchObject({
      seats: 3,
      lowSeats: true,
    });
    expect(tourCardView(tourListItem({ priceFrom: 0, priceTo: 0 }), condition, 'ja').priceRangeText).toBe('');
  });
});

describe('transport texts', () => {
  it('maps approach types to text keys', () => {
    expect(['air', 'train', 'extrain', '01', '00'].map(transportKey)).toEqual([
      'transportAir',
      'transportTrain',
      'transportExtrain',
      'transportShip',
      'transportNone',
    ]);
  });

  it('names no departure place for a tour met on site', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      values ? `${key}(${String(values.place)})` : key;
    const ends = { departureName: '東京', arrivalName: '水上・尾瀬' };
    expect(routeText({ ...ends, transportKey: 'transportNone' }, t)).toBe(
      'transportNone → arrivalTo(水上・尾瀬)',
    );
    expect(routeText({ ...ends, transportKey: 'transportAir' }, t, { withMode: true })).toBe(
      'departureFrom(東京) → arrivalTo(水上・尾瀬)（transportAir）',
    );
    expect(routeText({ ...ends, transportKey: 'transportTrain' }, t, { sep: ' · ' })).toBe(
      'departureFrom(東京) · arrivalTo(水上・尾瀬)',
    );
  });

  it('leaves out times that are not four-digit', () => {
    const leg = tourListItem().overview.transportation[0]!;
    expect(legView({ ...leg, services: [{ ...leg.services[0]!, depTime: '' }] }).times).toBeNull();
  });
});
