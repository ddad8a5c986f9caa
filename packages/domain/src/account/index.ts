/** Account rules: the password rule (length, not blank, not a common password). */
export * from './passwordRule';
export * from './commonPasswords';
