/** Bookings: booking numbers, price rows, cancellation policies, the online cancellation deadline and changes. */
export * from './bookingNumber';
export * from './priceRows';
export * from './cancellationPolicy';
export * from './roomAssignments';
export * from './tourChoices';
export * from './payment';
export * from './bookingChange';
export * from './stayDetails';
