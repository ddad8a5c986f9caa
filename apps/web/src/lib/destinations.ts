/**
 * Popular destinations of the top page. arrAreaCode values are the area2 (prefecture) codes of the
 * catalog's area hierarchy, which follow JIS X 0401 (01 北海道 … 47 沖縄). Names and notes are texts
 * of the `common` namespace (dest{Key}, dest{Key}Note).
 */
export interface Destination {
  key: 'Hokkaido' | 'Okinawa' | 'Kyoto' | 'Tokyo' | 'Fukuoka' | 'Ishikawa' | 'Kanagawa' | 'Oita';
  arrAreaCode: string;
  /** Two colours of the tile's gradient (decoration only; text sits on a dark overlay). */
  tone: readonly [string, string];
}

export const POPULAR_DESTINATIONS: readonly Destination[] = [
  { key: 'Hokkaido', arrAreaCode: '01', tone: ['#2f6f9f', '#9cc7e4'] },
  { key: 'Okinawa', arrAreaCode: '47', tone: ['#007c8a', '#63c7c9'] },
  { key: 'Kyoto', arrAreaCode: '26', tone: ['#8a3b2e', '#d9a066'] },
  { key: 'Tokyo', arrAreaCode: '13', tone: ['#3a3f6b', '#8f95c9'] },
  { key: 'Fukuoka', arrAreaCode: '40', tone: ['#a0522d', '#e8b07a'] },
  { key: 'Ishikawa', arrAreaCode: '17', tone: ['#5b4a8a', '#b7a6de'] },
  { key: 'Kanagawa', arrAreaCode: '14', tone: ['#2e6b4f', '#94cfa9'] },
  { key: 'Oita', arrAreaCode: '44', tone: ['#7a4b6a', '#d8a5c4'] },
];
