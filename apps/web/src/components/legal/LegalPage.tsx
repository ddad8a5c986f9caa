/**
 * The frame of the legal and help pages (issue 17 item 3): title, the demo notice (every such page
 * says the company is fictitious), a lead, a table of contents and numbered sections whose texts
 * live in the `legal` namespace (`<doc>_<section>_h` heading, `<doc>_<section>_b` body: paragraphs
 * separated by a blank line). `extra` adds a block after a section (e.g. the cancellation tables).
 */
import type { ReactNode } from 'react';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { PageShell } from '../PageShell';
import styles from './legal.module.css';

export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split('\n\n').map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

export async function LegalPage({
  lang,
  doc,
  title,
  lead,
  sections = [],
  extra = {},
  children,
}: {
  lang: Lang;
  /** The prefix of the section keys (`travel`, `terms`, `privacy`). */
  doc?: string;
  title: string;
  lead: string;
  sections?: readonly string[];
  extra?: Partial<Record<string, ReactNode>>;
  children?: ReactNode;
}) {
  const t = await getT(lang, 'legal');
  return (
    <PageShell pageKind="mypage" breadcrumbs={[{ name: title }]}>
      <article className={`container ${styles.page}`}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.demo} role="note">
          {t('demoNotice')}
        </p>
        <p className={styles.lead}>{lead}</p>
        {sections.length > 1 ? (
          <nav className={styles.toc} aria-label={t('tableOfContents')}>
            <ol>
              {sections.map((id) => (
                <li key={id}>
                  <a href={`#${doc}-${id}`}>{t(`${doc}_${id}_h`)}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {sections.map((id) => (
          <section key={id} id={`${doc}-${id}`} className={styles.section} aria-labelledby={`${doc}-${id}-h`}>
            <h2 id={`${doc}-${id}-h`} className={styles.heading}>
              {t(`${doc}_${id}_h`)}
            </h2>
            <Paragraphs text={t(`${doc}_${id}_b`)} />
            {extra[id] ?? null}
          </section>
        ))}
        {children}
        {doc ? <p className={styles.updated}>{t('lastUpdated')}</p> : null}
      </article>
    </PageShell>
  );
}
