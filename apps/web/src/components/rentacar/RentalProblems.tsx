/**
 * Why the chosen rental cannot be booked as it stands (the domain's rental problems and options
 * short of pieces), in the traveller's words; the car page shows it instead of 予約へ進む.
 */
import styles from '@/components/optional/product.module.css';
import type { CarDetail } from '@/lib/rentacar/api';
import type { RentalPrice } from '@/lib/rentacar/rentalPrice';
import type { TranslateFn } from '@/lib/i18n/translate';

export function RentalProblems({ price, car, t }: { price: RentalPrice; car: CarDetail; t: TranslateFn }) {
  const nameOf = (code: string) => car.options.find((o) => o.code === code)?.name ?? code;
  const lines = [
    ...price.problems.map((p) =>
      p.key === 'overCapacity'
        ? t('carProblemOverCapacity', { passengers: p.passengers, capacity: p.capacity })
        : p.key === 'seatsOverChildren'
          ? t('carProblemSeats', { children: p.children })
          : t('carProblemOption'),
    ),
    ...price.soldOut.map((code) => t('carOptionShort', { name: nameOf(code) })),
  ];
  return (
    <div className={styles.alert} role="alert" data-testid="rental-problems">
      {[...new Set(lines)].map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
