/**
 * Kysely table types. Column names are snake_case in SQL (DESIGN.md); Kysely's CamelCasePlugin is
 * not used, so code reads the SQL names and maps them to the spec's names in the services.
 */
export interface Database {
  schema_info: { key: string; value: string };
}
