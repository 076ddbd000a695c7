import { Alert, Button, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '../components/useFocusReturn';
import type { DemoApi } from '../../mirage/demoApi';
import { toastSuccess } from '../app/toaster';
import { type DemoBrand, isStudioHost, nameIn, studioHost } from '../domain/demoBrand';
import { useStores } from '../stores/RootStore';
import { BrandForm, type BrandDraft, emptyDraft } from './BrandForm';
import { studio } from './studioApi';

interface Props {
  demo: DemoApi;
}

/**
 * The brand shown, and the brand studio: the page's own host, the built-in and createOem labels, and the brands made
 * here (saved in the browser, kept across reloads and data resets). Choosing one shows it at once.
 */
export const BrandStudio = observer(function BrandStudio({ demo }: Props) {
  const { t, i18n } = useTranslation();
  const { brand, locale } = useStores();
  const s = studio();
  const [, setVersion] = useState(0);
  const [draft, setDraft] = useState<BrandDraft | null>(null);
  const [deleting, setDeleting] = useState<DemoBrand | null>(null);
  useFocusReturn(deleting !== null);
  const refresh = () => setVersion((v) => v + 1);
  if (!s) return null;

  const brands = s.brands();
  const ownHost = window.location.host || 'localhost';
  const host = brand.host === ownHost ? '' : brand.host;
  const selected = isStudioHost(host) ? brands.find((b) => studioHost(b.id) === host) : undefined;
  const labels = demo.labels();
  const options = [
    { value: '', label: t('studio.ownHost', { host: ownHost }) },
    ...labels.map((l) => ({ value: l.host, label: `${l.host} (${l.name})` })),
    ...brands.map((b) => ({
      value: studioHost(b.id),
      label: t('studio.studioOption', { name: nameIn(b.name, i18n.language) }),
    })),
  ];
  // A host override the list no longer has (a label from another seed) still shows as chosen.
  if (host && !options.some((o) => o.value === host)) options.push({ value: host, label: host });

  const choose = async (value: string) => {
    const b = brands.find((x) => studioHost(x.id) === value);
    if (b) await s.show(b);
    else await s.showHost(value || null);
    refresh();
  };

  const save = async (d: BrandDraft) => {
    const saved = s.save(d);
    setDraft(null);
    await s.show(saved);
    void toastSuccess(t('studio.saved', { name: nameIn(saved.name, i18n.language) }));
    refresh();
  };

  return (
    <section aria-labelledby="demo-brand">
      <h3 id="demo-brand">{t('demo.brand')}</h3>
      <HTMLSelect
        aria-label={t('demo.brand')}
        fill
        value={host}
        onChange={(e) => void choose(e.currentTarget.value)}
        options={options}
      />
      <div className="demo-row">
        <Button icon="add" text={t('studio.new')} onClick={() => setDraft(emptyDraft(locale.language))} />
        {selected && (
          <>
            <Button icon="edit" text={t('studio.edit')} onClick={() => setDraft({ ...selected })} />
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              text={t('common.delete')}
              onClick={() => setDeleting(selected)}
            />
          </>
        )}
      </div>
      {draft && <BrandForm key={draft.id ?? 'new'} initial={draft} onSave={save} onCancel={() => setDraft(null)} />}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('common.delete')}
        cancelButtonText={t('common.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) s.remove(deleting.id);
          setDeleting(null);
          setDraft(null);
          refresh();
        }}
      >
        {deleting && t('studio.deleteConfirm', { name: nameIn(deleting.name, i18n.language) })}
      </Alert>
    </section>
  );
});
