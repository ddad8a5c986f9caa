/** The (demo) company: names, registration, contact, bank account. */
export * from './demoCompany';
export * from './contactSubjects';
