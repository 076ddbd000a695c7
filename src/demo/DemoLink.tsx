import { Button, Callout, Classes, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toastSuccess } from '../app/toaster';
import { copyText } from '../layout/copyText';
import { useStores } from '../stores/RootStore';
import type { Role } from '../domain/roles';
import { filterRoutes, leafRoutes, routeTrail } from '../router/helpers';
import { APP_ROUTES, HOME_PATH, type RouteTitleKey } from '../router/table';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { MAX_LINK_CHARS } from './demoLink';
import { LinkTooLong, studio } from './studioApi';

const NONE = 'none';

/**
 * "Copy demo link": a URL that opens this demo again in any browser (the brand, language, data and clock, signed in
 * as the chosen account on the chosen page), for the prospect to click through alone after the meeting.
 */
export const DemoLink = observer(function DemoLink() {
  const { t } = useTranslation();
  const { session } = useStores();
  const current = session.user?.mobile ?? NONE;
  const [account, setAccount] = useState<string | null>(null);
  const [page, setPage] = useState<string | null>(null);
  // Off by default: the prospect who opens the link sees the product, not the presenter's controls.
  const [tools, setTools] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const s = studio();
  if (!s) return null;
  const chosenAccount = account ?? current;
  const here = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  const wanted = page ?? (here.startsWith('/login') ? HOME_PATH : here);
  const pages = chosenAccount === NONE ? [] : linkPages(roleOf(chosenAccount), wanted);
  // A page the chosen account may not open gives way to its first page.
  const chosenPage = pages.some((p) => p.path === wanted) ? wanted : HOME_PATH;

  const copy = async () => {
    setError('');
    try {
      const { url: link, backgroundLeftOut } = await s.fittedLink({
        account: chosenAccount === NONE ? '' : chosenAccount,
        page: chosenAccount === NONE ? '/login' : chosenPage,
        tools,
      });
      setUrl(link);
      // The field is drawn with the link first, so the selection copy (the fallback) has something to select.
      await new Promise((r) => requestAnimationFrame(r));
      if (await copyText(link, input.current))
        void toastSuccess(
          t(backgroundLeftOut ? 'studio.linkCopiedNoBackground' : 'studio.linkCopied', { n: link.length }),
        );
      else setError(t('studio.copyManually'));
    } catch (e) {
      setUrl('');
      if (e instanceof LinkTooLong) setError(t('studio.linkTooLong', { n: e.length, max: MAX_LINK_CHARS }));
      else throw e;
    }
  };

  return (
    <section aria-labelledby="demo-link">
      <h3 id="demo-link">{t('studio.linkTitle')}</h3>
      <p className={Classes.TEXT_MUTED}>{t('studio.linkHint')}</p>
      {/* This drawer is the static demo's (the demo host has its own Share panel, src/demo/host). */}
      <Callout intent="primary" className="demo-needs-host">
        {/* The command is typed as it is: its own element, kept on one line, in every language. */}
        <Trans i18nKey="demoHost.needsHost" components={{ cmd: <code className="demo-command" /> }} />
      </Callout>
      <div className="demo-row">
        <FormGroup label={t('studio.linkAccount')} labelFor="demo-link-account">
          <HTMLSelect
            id="demo-link-account"
            value={chosenAccount}
            onChange={(e) => setAccount(e.currentTarget.value)}
            options={[
              { value: NONE, label: t('studio.signedOut') },
              ...DEMO_ACCOUNTS.map((a) => ({ value: a.mobile, label: `${t(`role.${a.role}`)} ${a.mobile}` })),
            ]}
          />
        </FormGroup>
        <FormGroup label={t('studio.linkPage')} labelFor="demo-link-page">
          <HTMLSelect
            id="demo-link-page"
            disabled={chosenAccount === NONE}
            value={chosenAccount === NONE ? '/login' : chosenPage}
            onChange={(e) => setPage(e.currentTarget.value)}
            options={
              chosenAccount === NONE
                ? [{ value: '/login', label: t('route.login') }]
                : pages.map((p) => ({ value: p.path, label: t(p.titleKey) }))
            }
          />
        </FormGroup>
      </div>
      <Switch checked={tools} label={t('studio.linkTools')} onChange={(e) => setTools(e.currentTarget.checked)} />
      <p className={Classes.TEXT_MUTED}>{t('studio.linkToolsHint')}</p>
      <div className="demo-row">
        <Button icon="link" intent="primary" text={t('studio.copyLink')} onClick={() => void copy()} />
      </div>
      {url && (
        <InputGroup
          className="demo-link-url"
          inputRef={input}
          readOnly
          aria-label={t('studio.linkField')}
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      {error && (
        <Callout intent="warning" compact role="alert" className="demo-link-error">
          {error}
        </Callout>
      )}
    </section>
  );
});

/** A demo account's role; null for a number that is none of them, which the policy lets open only open pages. */
const roleOf = (mobile: string): Role | null => DEMO_ACCOUNTS.find((a) => a.mobile === mobile)?.role ?? null;

/**
 * The pages a demo link may open for an account, by name: every page of the role's menu, and the page shown now when
 * it is one the account may open (a customer's details, which the menu does not list).
 */
function linkPages(role: Role | null, shown: string): { path: string; titleKey: RouteTitleKey }[] {
  const mine = filterRoutes(APP_ROUTES, role);
  const pages = leafRoutes(mine)
    .filter((r) => !r.meta.hidden && !r.path.includes(':'))
    .map((r) => ({ path: r.path, titleKey: r.meta.titleKey }));
  const trail = routeTrail(mine, shown);
  const here = trail.at(-1);
  if (here && !pages.some((p) => p.path === shown)) pages.push({ path: shown, titleKey: here.meta.titleKey });
  return pages;
}
