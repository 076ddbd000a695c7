import { HTMLTable } from '@blueprintjs/core';
import { ListState } from '../ListState';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeLogDto } from '../../api/types';
import { isLanguage, type Language } from '../../domain/language';
import type { ListLoader } from '../../stores/ListLoader';
import { useStores } from '../../stores/RootStore';
import { fmtDate, fmtDateTime, fmtPoints } from './format';
import { Pager } from '../Pager';
import './records.css';

const KNOWN_FIELDS = ['nickname', 'appLanguage', 'vip', 'power', 'cards', 'role'] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];
const isKnown = (f: string): f is KnownField => (KNOWN_FIELDS as readonly string[]).includes(f);

/** A logged value as a person reads it: dates for the membership, points for power, language names. */
function showValue(field: string, v: string, t: TFunction, lang: Language): string {
  if (field === 'vip') return Number(v) > 0 ? fmtDate(Number(v)) : t('personal.membership.none');
  if (field === 'power' && v !== '' && Number.isFinite(Number(v))) return fmtPoints(Number(v), lang);
  if (field === 'appLanguage' && isLanguage(v)) return t(`language.${v}`);
  return v;
}

/** What changed on the account, when and by whom. */
export const ChangeLogPanel = observer(function ChangeLogPanel({ changes }: { changes: ListLoader<ChangeLogDto> }) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const lang = locale.language;
  useEffect(() => {
    void changes.setPage(1);
  }, [changes]);
  return (
    <section aria-label={t('personal.tabs.changes')}>
      <ListState list={changes} empty={{ icon: 'history', title: t('personal.changes.empty') }} />
      {changes.total > 0 && (
        <div className="records-table-wrap">
          <HTMLTable compact striped className="records-table" aria-label={t('personal.changes.table')}>
            <thead>
              <tr>
                <th>{t('personal.changes.time')}</th>
                <th>{t('personal.changes.field')}</th>
                <th>{t('personal.changes.before')}</th>
                <th>{t('personal.changes.after')}</th>
                <th>{t('personal.changes.operator')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.list.map((c) => (
                <tr key={c.id}>
                  <td>{fmtDateTime(c.createdAt)}</td>
                  <td>{isKnown(c.field) ? t(`personal.changes.fields.${c.field}`) : c.field}</td>
                  <td>{showValue(c.field, c.before, t, lang)}</td>
                  <td>{showValue(c.field, c.after, t, lang)}</td>
                  <td>{c.operatorName}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {changes.total > 0 && (
        <Pager
          page={changes.pageNum}
          pages={changes.pageCount}
          summary={t('pager.total', { count: changes.total })}
          label={t('personal.changes.pager')}
          busy={changes.loading}
          onChange={(n) => void changes.setPage(n)}
        />
      )}
    </section>
  );
});
