import {
  Button,
  ButtonGroup,
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Tag,
  type Intent,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoBrand } from '../../domain/demoBrand';
import type { LinkState } from '../../domain/demoLinks';
import { LANGUAGES } from '../../domain/language';
import type { SceneName } from '../../../mirage/scenes';
import { hostApi } from './hostApi';
import { LinkTimeline } from './LinkTimeline';
import { ShareBrandField } from './ShareBrandField';
import { ShareStore } from './shareStore';

const STATE_INTENT: Record<LinkState, Intent> = {
  active: 'success',
  expired: 'none',
  revoked: 'danger',
  usedUp: 'warning',
};

/** The local date-time input's value for an instant (the input has no time zone). */
const localInput = (ms: number): string => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/**
 * The Share panel of the demo host: make a link (label, brand (a preset or one of the seller's brand studio), language, account, page, scene, expiry, passcode,
 * most openings, optionally from the seller's current data); the seller's links with their state, openings and last
 * view; copy, extend, revoke; a link's timeline and its CSV.
 */
export const SharePanel = observer(function SharePanel({ token }: { token: () => string }) {
  const { t, i18n } = useTranslation();
  const store = useMemo(() => new ShareStore(hostApi(token, () => i18n.language)), [token, i18n]);
  const [label, setLabel] = useState('');
  const [brand, setBrand] = useState('');
  const [studioBrand, setStudioBrand] = useState<DemoBrand | undefined>();
  const [language, setLanguage] = useState<string>(i18n.language);
  const [account, setAccount] = useState('13800000005');
  const [page, setPage] = useState('/digital');
  const [scene, setScene] = useState('');
  const [expires, setExpires] = useState(() => localInput(Date.now() + 7 * 864e5));
  const [passcode, setPasscode] = useState('');
  const [maxOpenings, setMaxOpenings] = useState('');
  const [fromMine, setFromMine] = useState(false);
  const [copied, setCopied] = useState('');
  useEffect(() => void store.load(), [store]);
  const when = (ms: number | null) => (ms === null ? t('demoHost.never') : new Date(ms).toLocaleString(i18n.language));
  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(url);
  };
  const make = async () => {
    const url = await store.create({
      label,
      brand: studioBrand ? '' : brand,
      ...(studioBrand ? { studioBrand } : {}),
      language,
      account,
      page,
      scene,
      expiresAt: new Date(expires).getTime(),
      passcode,
      maxOpenings: maxOpenings.trim() ? Number(maxOpenings) : null,
      fromSellerData: fromMine,
    });
    if (url) copy(url);
  };
  const field = (name: string) => (store.errorField === name ? 'danger' : 'none');
  return (
    <section aria-label={t('demoHost.shareTitle')}>
      <h3>{t('demoHost.shareTitle')}</h3>
      <div className="demo-host-form">
        <FormGroup label={t('demoHost.label')} labelFor="dh-label" intent={field('label')}>
          <InputGroup id="dh-label" value={label} placeholder={t('demoHost.labelHint')} onValueChange={setLabel} />
        </FormGroup>
        <ShareBrandField
          value={brand}
          presets={store.choices?.brands ?? []}
          onChange={(value, studio) => {
            setBrand(value);
            setStudioBrand(studio);
          }}
        />
        <FormGroup label={t('demoHost.language')} labelFor="dh-language">
          <HTMLSelect id="dh-language" value={language} onChange={(e) => setLanguage(e.currentTarget.value)} fill>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('demoHost.account')} labelFor="dh-account">
          <HTMLSelect id="dh-account" value={account} onChange={(e) => setAccount(e.currentTarget.value)} fill>
            {store.choices?.accounts.map((a) => (
              <option key={a.mobile} value={a.mobile}>
                {a.mobile} · {t(`role.${a.role}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('demoHost.page')} labelFor="dh-page" intent={field('page')}>
          <InputGroup id="dh-page" value={page} onValueChange={setPage} />
        </FormGroup>
        <FormGroup label={t('demoHost.scene')} labelFor="dh-scene">
          <HTMLSelect id="dh-scene" value={scene} onChange={(e) => setScene(e.currentTarget.value)} fill>
            <option value="">{t('demoHost.noScene')}</option>
            {store.choices?.scenes.map((s) => (
              <option key={s} value={s}>
                {t(`scenes.${s as SceneName}.title`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('demoHost.expiresAt')} labelFor="dh-expires" intent={field('expiresAt')}>
          <InputGroup id="dh-expires" type="datetime-local" value={expires} onValueChange={setExpires} />
        </FormGroup>
        <FormGroup label={t('demoHost.passcode')} labelFor="dh-passcode" intent={field('passcode')}>
          <InputGroup
            id="dh-passcode"
            type="password"
            value={passcode}
            onValueChange={setPasscode}
            autoComplete="off"
          />
        </FormGroup>
        <FormGroup label={t('demoHost.maxOpenings')} labelFor="dh-max" intent={field('maxOpenings')}>
          <InputGroup id="dh-max" inputMode="numeric" value={maxOpenings} onValueChange={setMaxOpenings} />
        </FormGroup>
      </div>
      <Checkbox
        checked={fromMine}
        label={t('demoHost.fromMine')}
        onChange={(e) => setFromMine(e.currentTarget.checked)}
      />
      <Button
        intent="primary"
        icon="link"
        text={t('demoHost.create')}
        loading={store.busy}
        onClick={() => void make()}
      />
      {store.error && (
        <Callout intent="danger" role="alert" style={{ marginTop: 8 }}>
          {t('demoHost.failed', { error: store.error })}
        </Callout>
      )}
      <h3>{t('demoHost.yourLinks')}</h3>
      {store.links.length === 0 ? (
        <p>{t('demoHost.noLinks')}</p>
      ) : (
        <HTMLTable compact striped className="demo-host-links" aria-label={t('demoHost.yourLinks')}>
          <thead>
            <tr>
              <th>{t('demoHost.label')}</th>
              <th>{t('demoHost.expiresAt')}</th>
              <th>{t('demoHost.openings')}</th>
              <th>{t('demoHost.lastSeen')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {store.links.map((l) => (
              <tr key={l.id} data-link={l.id}>
                <td>
                  {l.label} <Tag intent={STATE_INTENT[l.state]}>{t(`demoHost.state_${l.state}`)}</Tag>
                </td>
                <td>{when(l.expiresAt)}</td>
                <td>
                  {l.openings}
                  {l.maxOpenings === null ? '' : ` / ${l.maxOpenings}`}
                </td>
                <td>{when(l.lastSeenAt)}</td>
                <td>
                  <ButtonGroup minimal>
                    <Button
                      icon="clipboard"
                      text={copied === l.url ? t('demoHost.copied') : t('demoHost.copy')}
                      onClick={() => copy(l.url)}
                    />
                    <Button icon="time" text={t('demoHost.timeline')} onClick={() => void store.showTimeline(l.id)} />
                    {l.state !== 'revoked' && (
                      <Button icon="add" text={t('demoHost.extend')} onClick={() => void store.extend(l)} />
                    )}
                    {l.state !== 'revoked' && (
                      <Button
                        icon="disable"
                        intent="danger"
                        text={t('demoHost.revoke')}
                        onClick={() => void store.revoke(l.id)}
                      />
                    )}
                  </ButtonGroup>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {store.timeline && <LinkTimeline store={store} />}
    </section>
  );
});
