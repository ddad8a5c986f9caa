/**
 * One office dropdown of the rental-car forms (server; a plain select in a GET form): the search
 * form's pickup office (「すべての営業所」 first) and return office (「出発営業所に返却」 first),
 * and the car page's return office (each with its one-way fee in its label).
 */
import styles from '@/components/optional/product.module.css';

export function OfficeSelect({
  id,
  name,
  label,
  first,
  offices,
  value,
}: {
  id: string;
  name: string;
  label: string;
  /** The first choice (all offices, or return where picked up). */
  first: { value: string; label: string };
  offices: readonly { officeCode: string; name: string }[];
  value: string | null;
}) {
  return (
    <div className={`${styles.field} ${styles.fieldWide}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={styles.input} defaultValue={value ?? first.value}>
        <option value={first.value}>{first.label}</option>
        {offices.map((o) => (
          <option key={o.officeCode} value={o.officeCode}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
