/** Bookings: booking numbers, price rows, cancellation policies and the online cancellation deadline. */
export * from './bookingNumber';
export * from './priceRows';
export * from './cancellationPolicy';
export * from './roomAssignments';
export * from './tourChoices';
export * from './payment';
