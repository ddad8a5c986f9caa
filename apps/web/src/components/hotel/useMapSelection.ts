'use client';
/**
 * The hotel chosen on the map search. Chosen by its marker, the card's heading takes the focus (a
 * keyboard user lands on it); chosen from the list, the focus stays on the list's button.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlacedHotel } from '@/lib/hotels/mapData';

export interface MapSelection {
  selected: PlacedHotel | null;
  select: (hotel: PlacedHotel | null, moveFocus?: boolean) => void;
  cardHeadingRef: RefObject<HTMLHeadingElement | null>;
}

export function useMapSelection(): MapSelection {
  const [selected, setSelected] = useState<PlacedHotel | null>(null);
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusCard = useRef(false);

  const select = useCallback((hotel: PlacedHotel | null, moveFocus = false) => {
    focusCard.current = moveFocus;
    setSelected(hotel);
  }, []);

  useEffect(() => {
    if (selected && focusCard.current) cardHeadingRef.current?.focus();
  }, [selected]);

  return { selected, select, cardHeadingRef };
}
