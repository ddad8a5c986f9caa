/** Account rules: the password rule (length, not blank, not a common password) and the contact fields (e-mail, phone, name and message lengths). */
export * from './passwordRule';
export * from './commonPasswords';
export * from './contactFields';
