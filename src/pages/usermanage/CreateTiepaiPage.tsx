import { AnchorButton, Button, Callout, Card, Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OemConfigDto } from '../../api/types';
import { brandNameVars } from '../../domain/brandName';
import { PageHeader } from '../../components/PageHeader';
import {
  checkDomain,
  checkImage,
  checkOemCode,
  checkOptionalUrl,
  checkWords,
  normalizeDomain,
  normalizeOemCode,
  OSS_TYPES,
  type OemRuleKey,
} from '../../domain/oemLabel';
import { BrandStore } from '../../stores/BrandStore';
import { useStores } from '../../stores/RootStore';
import { useReseller } from '../../stores/useReseller';
import { BrandImageField } from './BrandImageField';
import { BrandPreview } from './BrandPreview';
import { errorToShow } from '../../lib/errorText';
import './usermanage.css';

type Key = 'words' | 'oemCode' | 'domain' | 'agreement' | 'share' | 'logo' | 'bg';
type Errors = Partial<Record<Key, OemRuleKey>>;

/** Opens a white-label brand (admin): its words, code, images, domain, links and feature flags. */
function CreateTiepaiPage() {
  const { t } = useTranslation();
  const { brand } = useStores();
  const { creator } = useReseller();
  const [v, setV] = useState({
    words: '',
    oemCode: '',
    domain: '',
    agreement: '',
    share: '',
    logo: '',
    bg: '',
    ossType: 'aliyun',
  });
  const [flags, setFlags] = useState({
    unifiedComputingPower: true,
    showAudition: true,
    hailuoAudioGeneratePower: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [created, setCreated] = useState<{ dto: OemConfigDto; domain: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      words: checkWords(v.words) ?? undefined,
      oemCode: checkOemCode(v.oemCode) ?? undefined,
      domain: checkDomain(v.domain) ?? undefined,
      agreement: checkOptionalUrl(v.agreement) ?? undefined,
      share: checkOptionalUrl(v.share) ?? undefined,
      logo: checkImage(v.logo) ?? undefined,
      bg: checkImage(v.bg) ?? undefined,
    };
    setErrors(next);
    setServerError('');
    setCreated(null);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const dto = await creator.createOem({
        words: v.words.trim(),
        oemCode: normalizeOemCode(v.oemCode),
        domain: normalizeDomain(v.domain),
        logo: v.logo.trim(),
        oemLoginBackground: v.bg.trim(),
        showAgreementDomainName: v.agreement.trim(),
        shareAddressPrefix: v.share.trim(),
        unifiedComputingPower: flags.unifiedComputingPower ? 1 : 0,
        showAudition: flags.showAudition ? 1 : 0,
        hailuoAudioGeneratePower: flags.hailuoAudioGeneratePower ? 1 : 0,
        ossType: v.ossType,
      });
      setCreated({ dto, domain: normalizeDomain(v.domain) });
    } catch (x) {
      setServerError(errorToShow(x) ?? '');
    } finally {
      setBusy(false);
    }
  };

  const text = (k: 'words' | 'oemCode' | 'domain' | 'agreement' | 'share', label: string, help?: string) => (
    <FormGroup
      label={label}
      labelFor={`oem-${k}`}
      intent={errors[k] ? 'danger' : 'none'}
      helperText={errors[k] ? t(errors[k], brandNameVars) : help}
    >
      <InputGroup id={`oem-${k}`} value={v[k]} onValueChange={set(k)} intent={errors[k] ? 'danger' : 'none'} />
    </FormGroup>
  );
  const port = window.location.port ? `:${window.location.port}` : '';
  return (
    <div className="page">
      <PageHeader page="createTiepai" />
      <Card className="um-form-card">
        <form onSubmit={submit} noValidate aria-label={t('route.createTiepai')}>
          <div className="um-grid-2">
            {text('words', t('reseller.oem.words'))}
            {text('oemCode', t('reseller.oem.oemCode'), t('reseller.oem.codeHelp'))}
          </div>
          {text('domain', t('reseller.oem.domain'), t('reseller.oem.domainHelp'))}
          <div className="um-grid-2">
            {text('agreement', `${t('reseller.oem.agreementDomain')} (${t('reseller.oem.optional')})`)}
            {text('share', `${t('reseller.oem.sharePrefix')} (${t('reseller.oem.optional')})`)}
          </div>
          <div className="um-grid-2">
            {(
              [
                ['logo', 'oem-logo', t('reseller.oem.logo')],
                ['bg', 'oem-bg', t('reseller.oem.background')],
              ] as const
            ).map(([key, id, label]) => (
              <BrandImageField
                key={key}
                id={id}
                label={label}
                value={v[key]}
                onChange={set(key)}
                error={errors[key] && t(errors[key])}
              />
            ))}
          </div>
          <BrandPreview name={v.words} logo={v.logo.trim()} background={v.bg.trim()} />
          <FormGroup label={t('reseller.oem.flags')}>
            <Checkbox
              checked={flags.unifiedComputingPower}
              label={t('reseller.oem.unifiedPower')}
              onChange={(e) => setFlags((f) => ({ ...f, unifiedComputingPower: e.currentTarget.checked }))}
            />
            <Checkbox
              checked={flags.showAudition}
              label={t('reseller.oem.audition')}
              onChange={(e) => setFlags((f) => ({ ...f, showAudition: e.currentTarget.checked }))}
            />
            <Checkbox
              checked={flags.hailuoAudioGeneratePower}
              label={t('reseller.oem.hailuoPower')}
              onChange={(e) => setFlags((f) => ({ ...f, hailuoAudioGeneratePower: e.currentTarget.checked }))}
            />
          </FormGroup>
          <FormGroup label={t('reseller.oem.ossType')} labelFor="oem-oss">
            <HTMLSelect
              id="oem-oss"
              value={v.ossType}
              onChange={(e) => set('ossType')(e.currentTarget.value)}
              options={OSS_TYPES.map((o) => ({ value: o, label: t(`reseller.oem.oss.${o}`) }))}
            />
          </FormGroup>
          {serverError && (
            <Callout intent="danger" role="alert">
              {serverError}
            </Callout>
          )}
          {created && (
            <Callout intent="success" role="status" title={t('reseller.oem.done', { words: created.dto.words })}>
              <AnchorButton
                icon="globe"
                href={`${window.location.protocol}//${created.domain}${port}/`}
                target="_blank"
                rel="noreferrer"
                text={t('reseller.oem.openDomain', { domain: created.domain })}
              />{' '}
              {/* Each host keeps its own demo data; the demo's brand override shows the new brand on this one. */}
              {import.meta.env.MODE !== 'production' && (
                <Button
                  text={t('reseller.oem.previewHere')}
                  onClick={() => {
                    BrandStore.setHostOverride(created.domain);
                    void brand.refresh();
                  }}
                />
              )}
            </Callout>
          )}
          <Button
            type="submit"
            intent="primary"
            loading={busy}
            text={t('reseller.oem.submit')}
            style={{ marginTop: 12 }}
          />
        </form>
      </Card>
    </div>
  );
}

export default observer(CreateTiepaiPage);
