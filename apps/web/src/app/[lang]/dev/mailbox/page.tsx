/**
 * The development mailbox `/dev/mailbox` (issue 17): the mails the API's embedded SMTP server
 * received (newest first), each with its subject, recipient, time and text. The API serves them only
 * when it runs that mailbox (no SMTP_URL, NODE_ENV not production); otherwise this page is a 404.
 * Not indexed, never cached.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/PageShell';
import styles from '@/components/account/account.module.css';
import { ApiError, apiAnswer, serverApi } from '@/lib/api';
import { getT } from '@/lib/i18n/server';
import { langOf } from '@/lib/i18n/pageLang';
import { pageMetadata } from '@/lib/seo';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langOf(params);
  const t = await getT(lang);
  return pageMetadata({
    lang,
    path: '/dev/mailbox',
    title: t('devMailboxTitle'),
    description: t('devMailboxLead'),
    siteName: 'tabiyori',
    index: false,
  });
}

export default async function DevMailboxPage({ params }: Props) {
  const lang = await langOf(params);
  let mails;
  try {
    mails = (await apiAnswer(serverApi().GET('/dev/mailbox'))).mails;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
  const t = await getT(lang);
  return (
    <PageShell pageKind="mypage" breadcrumbs={[{ name: t('devMailboxTitle') }]}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{t('devMailboxTitle')}</h1>
        <p className={styles.lead}>{t('devMailboxLead')}</p>
        {mails.length === 0 ? <p>{t('devMailboxEmpty')}</p> : null}
        <ol className={styles.bookingList} data-testid="mailbox">
          {mails.map((mail) => (
            <li key={mail.seq} className={styles.bookingItem} data-message-id={mail.messageId}>
              <details>
                <summary>
                  <strong data-testid="mail-subject">{mail.subject}</strong>
                </summary>
                <p className={styles.meta}>
                  <span>
                    {t('devMailboxTo')} {mail.to.join(', ')}
                  </span>
                  <span>
                    {new Date(mail.receivedAt).toLocaleString(lang === 'en' ? 'en-GB' : 'ja-JP', {
                      timeZone: 'Asia/Tokyo',
                    })}
                  </span>
                </p>
                <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="mail-text">
                  {mail.text}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      </div>
    </PageShell>
  );
}
