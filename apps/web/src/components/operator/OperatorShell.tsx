/**
 * The back office's own layout (issue 19): a dark bar with the console's name, the operator and
 * their role, log-out, and the menu of the areas their role may open. No traveller header/footer.
 */
import type { ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import { LogoutButton } from '@/components/account/LogoutButton';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import type { Operator } from '@/lib/operator/server';
import styles from './operator.module.css';

const AREAS = [
  { href: '/operator', key: 'navDashboard', roles: ['admin', 'sales', 'support'] },
  { href: '/operator/bookings', key: 'navBookings', roles: ['admin', 'sales', 'support'] },
  { href: '/operator/customers', key: 'navCustomers', roles: ['admin', 'sales', 'support'] },
  { href: '/operator/inventory', key: 'navInventory', roles: ['admin', 'sales', 'support'] },
  { href: '/operator/specials', key: 'navSpecials', roles: ['admin', 'sales', 'support'] },
  { href: '/operator/maintenance', key: 'navMaintenance', roles: ['admin', 'sales', 'support'] },
  { href: '/operator/coupons', key: 'navCoupons', roles: ['admin', 'sales', 'support'] },
  { href: '/operator/audit', key: 'navAudit', roles: ['admin'] },
  { href: '/operator/operators', key: 'navOperators', roles: ['admin'] },
] as const;

export async function OperatorShell({
  lang,
  operator,
  current,
  children,
}: {
  lang: Lang;
  operator: Operator;
  /** The area's path, for aria-current. */
  current: string;
  children: ReactNode;
}) {
  const t = await getT(lang, 'operator');
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <span className={styles.brand}>tabiyori {t('consoleName')}</span>
          <span className={styles.who}>
            {t('signedInAs', { email: operator.email, role: t(`role_${operator.operatorRole}`) })}
          </span>
          <LogoutButton lang={lang} returnTo="/operator/login" className="button button--secondary" />
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('consoleNav')}>
        <ul className={styles.navList}>
          {AREAS.filter((a) => (a.roles as readonly string[]).includes(operator.operatorRole)).map((a) => (
            <li key={a.href}>
              <AppLink href={a.href} aria-current={a.href === current ? 'page' : undefined}>
                {t(a.key)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
