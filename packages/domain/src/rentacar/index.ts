/** Car rental: the options a rental may take, their prices, the party against the car, one-way fees. */
export * from './rentalOptions';
