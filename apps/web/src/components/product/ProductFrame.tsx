/**
 * The frame of a product's own page (an optional activity, a rental car): breadcrumbs from its list,
 * JSON-LD, the facts line and the name, the product's sections beside its chooser (a GET form and
 * what it prices), and the way back to the list. The sections are the page's own.
 */
import type { ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import { JsonLd } from '@/components/JsonLd';
import type { PageKind } from '@tabiyori/domain';
import { PageShell } from '@/components/PageShell';
import styles from '@/components/optional/product.module.css';

export function ProductFrame({
  pageKind,
  list,
  name,
  facts,
  jsonLd,
  chooser,
  children,
}: {
  pageKind: PageKind;
  /** The product list the page belongs to (its breadcrumb and the link back). */
  list: { path: string; name: string };
  name: string;
  /** The short facts above the name (area, code). */
  facts: ReactNode;
  jsonLd: unknown;
  /** The chooser section beside the product's sections. */
  chooser: ReactNode;
  /** The product's sections. */
  children: ReactNode;
}) {
  return (
    <PageShell pageKind={pageKind} breadcrumbs={[{ name: list.name, path: list.path }, { name }]}>
      <JsonLd data={jsonLd} />
      <div className={`container ${styles.page}`}>
        <p className={styles.meta}>{facts}</p>
        <h1 className={styles.title}>{name}</h1>
        <div className={styles.detail}>
          <div>{children}</div>
          {chooser}
        </div>
        <p>
          <AppLink href={list.path}>{list.name}</AppLink>
        </p>
      </div>
    </PageShell>
  );
}

/** One section of a product page: its heading (the id labels it), then what it holds. */
export function ProductSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The product's first section: its picture (when it has one) above the heading. */
export function ProductAbout({
  id,
  title,
  image,
  children,
}: {
  id: string;
  title: ReactNode;
  image: { src: string | null; alt: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      {image.src ? (
        <CatalogImage
          src={image.src}
          alt={image.alt}
          width={640}
          height={360}
          className={styles.hero}
          priority
        />
      ) : null}
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A product's price table: what is priced (people by type, rental days) and its price. */
export function ProductPriceTable({
  columns,
  rows,
  testId,
}: {
  columns: readonly [string, string];
  rows: readonly { key: string | number; head: ReactNode; price: ReactNode; paxType?: string }[];
  testId?: string;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col" className={styles.num}>
              {columns[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-pax-type={row.paxType}>
              <th scope="row">{row.head}</th>
              <td className={styles.num}>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
