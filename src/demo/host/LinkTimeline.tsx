import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { VIEW_SILENCE_MS } from '../../domain/demoLinks';
import type { TimelineItem } from './hostApi';
import type { ShareStore } from './shareStore';

/** One line of an opening's timeline, in the seller's language. */
function Line({ item }: { item: TimelineItem }) {
  const { t, i18n } = useTranslation();
  const time = new Date(item.at).toLocaleTimeString(i18n.language);
  let text: string;
  if (item.kind === 'opened')
    text = t('demoHost.event_opened', { device: t(`demoHost.device_${item.device}`), language: item.language || '—' });
  else if (item.kind === 'page')
    text = `${t('demoHost.event_page', { page: item.page })}${
      item.spentMs === undefined ? '' : ` · ${t('demoHost.event_spent', { seconds: Math.round(item.spentMs / 1000) })}`
    }`;
  else if (item.kind === 'action') text = t(`demoHost.action_${item.action}`);
  else if (item.silent) text = t('demoHost.event_endSilent', { minutes: VIEW_SILENCE_MS / 60_000 });
  else text = t('demoHost.event_end');
  return (
    <li data-kind={item.kind}>
      <time dateTime={new Date(item.at).toISOString()}>{time}</time> {text}
    </li>
  );
}

/** A link's openings, each with its timeline, and the whole as CSV. */
export const LinkTimeline = observer(function LinkTimeline({ store }: { store: ShareStore }) {
  const { t } = useTranslation();
  const tl = store.timeline;
  if (!tl) return null;
  const download = async () => {
    const csv = await store.csv(tl.link.id);
    if (csv === null) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    a.download = `demo-link-${tl.link.label.replace(/[^\w-]+/g, '_')}.csv`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <Dialog isOpen onClose={() => store.closeTimeline()} title={`${t('demoHost.timeline')} · ${tl.link.label}`}>
      <DialogBody>
        {tl.openings.length === 0 && <p>{t('demoHost.noViews')}</p>}
        {tl.openings.map((o) => (
          <section key={o.n} className="demo-host-timeline" aria-label={t('demoHost.openingN', { n: o.n })}>
            <h4>
              {t('demoHost.openingN', { n: o.n })}{' '}
              <Button
                small
                minimal
                icon="reset"
                text={t('demoHost.resetOpening')}
                onClick={() => void store.resetOpening(tl.link.id, o.n)}
              />
            </h4>
            <ul>
              {o.timeline.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a timeline only grows at its end.
                <Line key={i} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="download" text={t('demoHost.exportCsv')} onClick={() => void download()} />
            <Button text={t('demoHost.close')} onClick={() => store.closeTimeline()} />
          </>
        }
      />
    </Dialog>
  );
});
