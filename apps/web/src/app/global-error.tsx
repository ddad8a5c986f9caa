'use client';
/**
 * Last-resort error page, used when the root layout itself fails: in practice when the texts cannot
 * be loaded from the API (down, and nothing cached in this process yet). The API is the single
 * source of texts, so this page cannot use them: it shows the domain catalogue's own E_00002
 * message ("wait a while and retry", code DCE900: reference data unavailable) in Japanese and
 * English, with a retry button. It carries its own minimal styles (the global stylesheet is not
 * loaded here). HTTP status 500.
 */
import { unavailableNotice } from '@tabiyori/domain';

// Only these texts (domain errors/unavailable.ts), not the whole message table: this page's script
// is part of every page's first load.
const ja = unavailableNotice('ja');
const en = unavailableNotice('en');

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="ja">
      <body
        style={{
          margin: 0,
          fontFamily:
            "'Hiragino Kaku Gothic ProN', 'Hiragino Sans', 'Noto Sans JP', 'Noto Sans CJK JP', 'Yu Gothic', Meiryo, sans-serif",
          lineHeight: 1.7,
          color: '#1f2328',
          background: '#f6f7f9',
        }}
      >
        <title>ただいまご利用いただけません / Temporarily unavailable</title>
        <main
          style={{
            maxWidth: 640,
            margin: '48px auto',
            padding: '24px 16px',
            background: '#fff',
            borderRadius: 8,
          }}
        >
          <h1 style={{ fontSize: '1.375rem' }}>ただいまご利用いただけません</h1>
          <p>{ja.message}</p>
          <p style={{ color: '#57606a' }}>{ja.codesText}</p>
          <div lang="en">
            <h2 style={{ fontSize: '1.125rem' }}>Temporarily unavailable</h2>
            <p>{en.message}</p>
            <p style={{ color: '#57606a' }}>{en.codesText}</p>
          </div>
          <button
            type="button"
            onClick={() => retry()}
            style={{
              minHeight: 48,
              padding: '10px 24px',
              border: 0,
              borderRadius: 999,
              background: '#c23a1e',
              color: '#fff',
              font: 'inherit',
              fontWeight: 700,
              cursor: 'pointer',
            }}
          >
            再読み込み / Reload
          </button>
        </main>
      </body>
    </html>
  );
}
