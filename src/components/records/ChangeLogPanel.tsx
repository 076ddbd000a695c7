import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ChangeLogDto } from '../../api/types';
import { isLanguage, type Language } from '../../domain/language';
import type { ListLoader } from '../../stores/ListLoader';
import { useStores } from '../../stores/RootStore';
import { fmtDate, fmtDateTime, fmtPoints } from './format';
import { RecordsTable } from './RecordsTable';

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
  return (
    <section aria-label={t('personal.tabs.changes')}>
      <RecordsTable
        list={changes}
        rowKey={(c) => c.id}
        label={t('personal.changes.table')}
        pagerLabel={t('personal.changes.pager')}
        empty={{ icon: 'history', title: t('personal.changes.empty') }}
        columns={[
          { id: 'time', header: t('personal.changes.time'), cell: (c) => fmtDateTime(c.createdAt) },
          {
            id: 'field',
            header: t('personal.changes.field'),
            cell: (c) => (isKnown(c.field) ? t(`personal.changes.fields.${c.field}`) : c.field),
          },
          { id: 'before', header: t('personal.changes.before'), cell: (c) => showValue(c.field, c.before, t, lang) },
          { id: 'after', header: t('personal.changes.after'), cell: (c) => showValue(c.field, c.after, t, lang) },
          { id: 'operator', header: t('personal.changes.operator'), cell: (c) => c.operatorName },
        ]}
      />
    </section>
  );
});
