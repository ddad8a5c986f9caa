/**
 * 会社概要 `/company` (`/en/company`), issue 17 item 3: the demo company with its travel-agency
 * registration, from the one source the footer and the mails use (packages/domain
 * company/demoCompany.ts).
 */
import { DEMO_COMPANY } from '@tabiyori/domain';
import { LegalPage } from '@/components/legal/LegalPage';
import styles from '@/components/legal/legal.module.css';
import { getT } from '@/lib/i18n/server';
import { legalLang, legalMetadata, type LegalParams } from '@/lib/legal/page';

type Props = { params: LegalParams };

export function generateMetadata({ params }: Props) {
  return legalMetadata(params, '/company', 'companyTitle', 'companyLead');
}

export default async function CompanyPage({ params }: Props) {
  const lang = await legalLang(params);
  const t = await getT(lang, 'legal');
  const rows: [string, string][] = [
    ['companyName', DEMO_COMPANY.name[lang]],
    ['companyRegistration', DEMO_COMPANY.registration[lang]],
    ['companyAssociation', DEMO_COMPANY.association[lang]],
    ['companyManager', DEMO_COMPANY.manager[lang]],
    ['companyAddress', DEMO_COMPANY.address[lang]],
    ['companyPhone', DEMO_COMPANY.phone],
    ['companyEmail', DEMO_COMPANY.email],
    ['companyHours', DEMO_COMPANY.hours[lang]],
    ['companyBusiness', t('companyBusinessText')],
  ];
  return (
    <LegalPage lang={lang} title={t('companyTitle')} lead={t('companyLead')}>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="company-table">
          <tbody>
            {rows.map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{t(key)}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t('companyManagerNote')}</p>
    </LegalPage>
  );
}
