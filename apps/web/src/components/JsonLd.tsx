import { jsonLdText } from '@/lib/seo';

/** A JSON-LD block (structured data for search engines); not executed, so CSP does not apply. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
