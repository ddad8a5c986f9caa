/** Operators `/operator/operators` (issue 19 item 1, admin): accounts and roles, create, change, remove. */
import { OPERATOR_PASSWORD_MIN_LENGTH } from '@tabiyori/domain';
import { ActionButton } from '@/components/operator/ActionButton';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { JsonForm } from '@/components/operator/JsonForm';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { getT } from '@/lib/i18n/server';
import { OPERATOR_ROLES } from '@/lib/operator/apiSets';
import { bodyFields, writeTarget } from '@/lib/operator/apiWrite';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { DataTable } from '@/components/operator/DataTable';
import { operatorGet } from '@/lib/operator/server';

type Props = { params: Promise<{ lang: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'operatorsTitle');
}

export default async function OperatorAccountsPage({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const [t, result] = await Promise.all([
    getT(lang, 'operator'),
    operatorGet((api) => api.GET('/v1/operator/operators')),
  ]);
  const common = { lang, pendingLabel: t('working'), doneLabel: t('done') };
  const create = writeTarget('post', '/v1/operator/operators', {});
  const createField = bodyFields(create);
  const roleOptions = OPERATOR_ROLES.map((r) => (
    <option key={r} value={r}>
      {t(`role_${r}`)}
    </option>
  ));
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/operators">
      <h1 className={styles.title}>{t('operatorsTitle')}</h1>
      {!result.ok ? (
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      ) : (
        <>
          <section className={styles.card} aria-label={t('operatorsTitle')}>
            <DataTable
              caption={t('operatorsTitle')}
              columns={[t('fieldEmail'), t('role'), t('changeRole'), t('revoke')]}
            >
              {result.data.operators.map((o) => {
                const roleChange = writeTarget('put', '/v1/operator/operators/{userId}', {
                  params: { path: { userId: o.userId } },
                });
                return (
                  <tr key={o.userId} data-operator={o.email}>
                    <td>
                      {o.email} {o.userId === operator.userId ? t('you') : ''}
                      <br />
                      <span className={styles.meta}>
                        {[o.familyName, o.givenName].filter(Boolean).join(' ')}
                      </span>
                    </td>
                    <td>{t(`role_${o.operatorRole}`)}</td>
                    <td>
                      <JsonForm
                        {...common}
                        call={roleChange}
                        submitLabel={t('changeRole')}
                        className={styles.actions}
                      >
                        <label className={styles.field}>
                          <span className="visually-hidden">
                            {t('role')} {o.email}
                          </span>
                          <select name={bodyFields(roleChange)('operatorRole')} defaultValue={o.operatorRole}>
                            {roleOptions}
                          </select>
                        </label>
                      </JsonForm>
                    </td>
                    <td>
                      <ActionButton
                        {...common}
                        call={[
                          'post',
                          '/v1/operator/operators/{userId}/revoke',
                          { params: { path: { userId: o.userId } } },
                        ]}
                        label={t('revoke')}
                        confirmText={t('revokeConfirm')}
                        secondary
                      />
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          </section>
          <section className={styles.card} aria-labelledby="op-create">
            <h2 id="op-create" className={styles.cardTitle}>
              {t('createOperator')}
            </h2>
            <JsonForm
              {...common}
              call={create}
              submitLabel={t('create')}
              doneLabel={t('created')}
              resetOnSuccess
            >
              <label className={styles.field}>
                {t('fieldEmail')}
                <input name={createField('email')} type="email" required autoComplete="off" />
              </label>
              <label className={styles.field}>
                {t('password')}
                <input
                  name={createField('password')}
                  type="password"
                  required
                  minLength={OPERATOR_PASSWORD_MIN_LENGTH}
                  autoComplete="new-password"
                />
              </label>
              <label className={styles.field}>
                {t('familyName')}
                <input name={createField('familyName')} autoComplete="off" />
              </label>
              <label className={styles.field}>
                {t('givenName')}
                <input name={createField('givenName')} autoComplete="off" />
              </label>
              <label className={styles.field}>
                {t('role')}
                <select name={createField('operatorRole')} defaultValue="support">
                  {roleOptions}
                </select>
              </label>
            </JsonForm>
          </section>
        </>
      )}
    </OperatorShell>
  );
}
