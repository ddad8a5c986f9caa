'use client';
/**
 * The maintenance setting as one form: the mode and the list of windows (datetime-local inputs read
 * as Japan time; an empty end is open-ended), saved with PUT /v1/operator/maintenance.
 */
import { useState, type FormEvent } from 'react';
import type { ApiAnswer } from '@tabiyori/api-client';
import type { Lang } from '@/lib/i18n/settings';
import { inputFromMinute, minuteFromInput } from '@/lib/operator/time';
import styles from './operator.module.css';
import { useApiCall } from './useApiCall';
import { FormFooter } from './FormFooter';

/** One window of the schedule, as GET /v1/operator/maintenance answers it. */
type MaintenanceWindow = ApiAnswer<'/v1/operator/maintenance'>['schedule'][number];

export interface MaintenanceEditorTexts {
  mode: string;
  modeSorry: string;
  modeNone: string;
  windows: string;
  from: string;
  to: string;
  noWindows: string;
  add: string;
  remove: string;
  save: string;
  saved: string;
  working: string;
}

export function MaintenanceEditor({
  lang,
  mode,
  schedule,
  texts,
}: {
  lang: Lang;
  mode: 'sorry' | 'none';
  schedule: MaintenanceWindow[];
  texts: MaintenanceEditorTexts;
}) {
  const { run, pending, error, done } = useApiCall(lang);
  const [rows, setRows] = useState(() =>
    schedule.map((w, i) => ({
      key: i,
      from: inputFromMinute(w.maintenanceFrom),
      to: inputFromMinute(w.maintenanceTo),
    })),
  );
  const [nextKey, setNextKey] = useState(schedule.length);
  const [selectedMode, setSelectedMode] = useState(mode);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run([
      'put',
      '/v1/operator/maintenance',
      {
        body: {
          mode: selectedMode,
          // The start is a required input: the browser sends no form without it.
          schedule: rows.map((r) => ({
            maintenanceFrom: minuteFromInput(r.from) ?? '',
            maintenanceTo: minuteFromInput(r.to),
          })),
        },
      },
    ]);
  }

  return (
    <form className={styles.formStack} onSubmit={submit} aria-busy={pending}>
      <label className={styles.field}>
        {texts.mode}
        <select value={selectedMode} onChange={(e) => setSelectedMode(e.target.value as 'sorry' | 'none')}>
          <option value="sorry">{texts.modeSorry}</option>
          <option value="none">{texts.modeNone}</option>
        </select>
      </label>
      <fieldset>
        <legend>{texts.windows}</legend>
        {rows.length === 0 ? <p>{texts.noWindows}</p> : null}
        {rows.map((row, index) => (
          <div key={row.key} className={styles.windowRow}>
            <label className={styles.field}>
              {texts.from}
              <input
                type="datetime-local"
                required
                value={row.from}
                onChange={(e) =>
                  setRows(rows.map((r) => (r.key === row.key ? { ...r, from: e.target.value } : r)))
                }
              />
            </label>
            <label className={styles.field}>
              {texts.to}
              <input
                type="datetime-local"
                value={row.to}
                onChange={(e) =>
                  setRows(rows.map((r) => (r.key === row.key ? { ...r, to: e.target.value } : r)))
                }
              />
            </label>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`${texts.remove} ${index + 1}`}
              onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
            >
              {texts.remove}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setRows([...rows, { key: nextKey, from: '', to: '' }]);
            setNextKey(nextKey + 1);
          }}
        >
          {texts.add}
        </button>
      </fieldset>
      <FormFooter
        pending={pending}
        done={done}
        error={error}
        label={texts.save}
        pendingLabel={texts.working}
        doneLabel={texts.saved}
      />
    </form>
  );
}
