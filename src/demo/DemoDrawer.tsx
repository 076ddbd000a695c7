import { formatDateTime } from '../lib/intl';
import {
  Button,
  ButtonGroup,
  Callout,
  Classes,
  Collapse,
  Drawer,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  Slider,
  Tag,
} from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../router/useAppNavigate';
import type { DemoApi } from '../../mirage/demoApi';
import { CALL_PATHS } from '../api/contract';
import { toastError, toastSuccess } from '../app/toaster';
import { useStores } from '../stores/RootStore';
import { useTick } from '../components/useTick';
import { useEscapeCloses } from '../components/useEscapeCloses';
import { useFocusReturn } from '../components/useFocusReturn';
import { useOpeningFocus } from '../components/useOpeningFocus';
import { ADVANCES, DEMO_ACCOUNTS, FAULT_CHOICES, type FaultChoice, SPEEDS, toFault } from './demoAccounts';
import { BrandStudio } from './BrandStudio';
import { DemoLink } from './DemoLink';
import './demo.css';
import { PassthroughSection } from './PassthroughSection';
import { ScenesSection } from './ScenesSection';
import { TextField } from '../components/TextField';
import { errorText } from '../lib/errorText';

const SCENARIOS = ['default', 'empty', 'large'] as const;
const PAY_OUTCOMES = ['paid', 'failed', 'expired', 'closed'] as const;

interface Props {
  demo: DemoApi;
  isOpen: boolean;
  onClose: () => void;
}

const PORTAL_CLASS = 'demo-drawer-portal';

/**
 * Overlays stack in the order their portals sit in the page, and the drawer's portal stays where its first opening
 * put it: a dialog opened later while it was closed (a scene's WeChat pay dialog) covered it, and the presenter could
 * not play the next scene. Each opening moves it last, above what is open, with its state kept; a dialog the drawer
 * opens itself still comes after it, above it.
 */
function comeLast(): void {
  const portal = document.querySelector(`.${PORTAL_CLASS}`);
  if (portal && portal !== document.body.lastElementChild) document.body.append(portal);
}

/**
 * The Demo drawer (demo and test modes only): brand and brand studio, demo link, quick sign-in, clock, fault injection, chaos, scenarios and reset.
 * Everything here is also on window.__demo, for scripts.
 */
export const DemoDrawer = observer(function DemoDrawer({ demo, isOpen, onClose }: Props) {
  useEscapeCloses(isOpen, onClose);
  useFocusReturn(isOpen);
  const inside = useRef<HTMLDivElement>(null);
  useOpeningFocus(isOpen, inside);
  const { t, i18n } = useTranslation();
  const { session } = useStores();
  const navigate = useAppNavigate();
  useTick(isOpen);
  const [faultPath, setFaultPath] = useState<string>('/userInfo/getUserInfo');
  const [fault, setFault] = useState<FaultChoice>('50012');
  const [times, setTimes] = useState(1);
  const [seed, setSeed] = useState(String(demo.seed()));
  const [scenario, setScenario] = useState(demo.scenario());
  const [chaos, setChaos] = useState(demo.chaosRate());
  const [testingOpen, setTestingOpen] = useState(false);
  const [, setVersion] = useState(0);
  const refresh = () => setVersion((v) => v + 1);

  const signInAs = async (mobile: string) => {
    try {
      if (session.signedIn) await session.logout().catch(() => session.resetToken());
      await demo.signIn(mobile);
      onClose();
      navigate('/');
    } catch (e) {
      void toastError(errorText(e));
    }
  };

  const resetAll = (nextSeed?: number, nextScenario?: string) => {
    try {
      demo.reset(nextSeed, nextScenario as (typeof SCENARIOS)[number] | undefined);
    } catch {
      // A seed the demo cannot take (too large): said, and nothing reset.
      void toastError(t('demo.badSeed'));
      return;
    }
    session.resetToken();
    window.location.reload();
  };

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      shouldReturnFocusOnClose={false}
      onOpening={comeLast}
      size="min(420px, 100vw)"
      className="demo-drawer"
      portalClassName={PORTAL_CLASS}
    >
      {/* Blueprint's Drawer has no dialog role or name: this wrapper gives both, and a translated close button. */}
      <div ref={inside} role="dialog" aria-modal="true" aria-labelledby="demo-title" className="demo-dialog">
        <div className={Classes.DRAWER_HEADER}>
          <h2 id="demo-title" className={Classes.HEADING}>
            {t('demo.title')}
          </h2>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('common.close')}
            className={Classes.DIALOG_CLOSE_BUTTON}
            onClick={onClose}
          />
        </div>
        <div className={`${Classes.DRAWER_BODY} demo-body`}>
          <BrandStudio demo={demo} />
          <DemoLink />

          <ScenesSection demo={demo} onPlayed={onClose} />

          <section aria-labelledby="demo-accounts">
            <h3 id="demo-accounts">{t('demo.quickSignIn')}</h3>
            <div className="demo-accounts">
              {DEMO_ACCOUNTS.map((a) => (
                <Button key={a.mobile} variant="outlined" alignText="start" onClick={() => void signInAs(a.mobile)}>
                  <strong>{t(`role.${a.role}`)}</strong> <span className={Classes.TEXT_MUTED}>{a.mobile}</span>
                  {a.noteKey && <Tag minimal>{t(a.noteKey)}</Tag>}
                </Button>
              ))}
            </div>
          </section>

          <section aria-labelledby="demo-clock">
            <h3 id="demo-clock">{t('demo.clock')}</h3>
            <p>
              {t('demo.serverTime')}: <strong>{formatDateTime(demo.now(), i18n.language)}</strong>
            </p>
            <FormGroup label={t('demo.speed')}>
              <ButtonGroup>
                {SPEEDS.map((s) => (
                  <Button
                    key={s}
                    text={s === 0 ? t('demo.stopped') : `x${s}`}
                    onClick={() => {
                      demo.speed(s);
                      refresh();
                    }}
                  />
                ))}
              </ButtonGroup>
            </FormGroup>
            <ButtonGroup>
              {ADVANCES.map((a) => (
                <Button
                  key={a.ms}
                  icon="add"
                  text={t(a.key)}
                  onClick={() => {
                    demo.advance(a.ms);
                    refresh();
                  }}
                />
              ))}
            </ButtonGroup>
          </section>

          <section aria-labelledby="demo-payment">
            <h3 id="demo-payment">{t('demo.payment')}</h3>
            <p className={Classes.TEXT_MUTED}>{t('demo.paymentHint')}</p>
            <ButtonGroup>
              {PAY_OUTCOMES.map((o) => (
                <Button
                  key={o}
                  text={t(`demo.pay_${o}`)}
                  intent={o === 'paid' ? 'success' : 'none'}
                  onClick={() => {
                    const state = demo.pay(o);
                    if (state) void toastSuccess(t('demo.paymentDone', { state: t(`demo.pay_${o}`) }));
                    else void toastError(t('demo.noPayment'));
                  }}
                />
              ))}
            </ButtonGroup>
          </section>

          <section aria-labelledby="demo-data">
            <h3 id="demo-data">{t('demo.data')}</h3>
            <div className="demo-row">
              <FormGroup label={t('demo.scenario')} labelFor="demo-scenario">
                <HTMLSelect
                  id="demo-scenario"
                  value={scenario}
                  onChange={(e) => setScenario(e.currentTarget.value)}
                  options={SCENARIOS.map((s) => ({ value: s, label: t(`demo.scenario_${s}`) }))}
                />
              </FormGroup>
              <TextField
                id="demo-seed"
                label={t('demo.seed')}
                inputMode="numeric"
                value={seed}
                onChange={(e) => setSeed(e.currentTarget.value)}
              />
            </div>
            <Callout intent="warning" compact>
              {t('demo.resetWarning')}
            </Callout>
            <div className="demo-row">
              <Button
                intent="primary"
                text={t('demo.apply')}
                onClick={() => resetAll(Number(seed) > 0 ? Number(seed) : undefined, scenario)}
              />
              <Button intent="danger" icon="refresh" text={t('demo.reset')} onClick={() => resetAll(1, 'default')} />
            </div>
          </section>

          {/* Tools for testing, not for selling: folded away below the sales tools until asked for. */}
          <section aria-labelledby="demo-testing" className="demo-testing">
            <h3 id="demo-testing">
              <Button
                variant="minimal"
                icon={testingOpen ? 'chevron-down' : 'chevron-right'}
                text={t('demo.testingTools')}
                aria-expanded={testingOpen}
                aria-controls="demo-testing-body"
                onClick={() => setTestingOpen((o) => !o)}
              />
            </h3>
            <p className={Classes.TEXT_MUTED}>{t('demo.testingHint')}</p>
            <Collapse isOpen={testingOpen} keepChildrenMounted={false}>
              <div id="demo-testing-body">
                <section aria-labelledby="demo-faults">
                  <h3 id="demo-faults">{t('demo.faults')}</h3>
                  <FormGroup label={t('demo.faultPath')} labelFor="demo-fault-path">
                    <InputGroup
                      id="demo-fault-path"
                      list="demo-paths"
                      value={faultPath}
                      onChange={(e) => setFaultPath(e.currentTarget.value)}
                    />
                    <datalist id="demo-paths">
                      {CALL_PATHS.map((path) => (
                        <option key={path} value={path} />
                      ))}
                    </datalist>
                  </FormGroup>
                  <div className="demo-row">
                    <FormGroup label={t('demo.faultKind')} labelFor="demo-fault-kind">
                      <HTMLSelect
                        id="demo-fault-kind"
                        value={fault}
                        onChange={(e) => setFault(e.currentTarget.value as FaultChoice)}
                        options={FAULT_CHOICES.map((f) => ({
                          value: f,
                          label: t(`demo.fault_${f.replace('-', 'minus')}` as 'demo.fault_204'),
                        }))}
                      />
                    </FormGroup>
                    <FormGroup label={t('demo.faultTimes')} labelFor="demo-fault-times">
                      <NumericInput
                        id="demo-fault-times"
                        min={1}
                        max={99}
                        value={times}
                        onValueChange={(v) => setTimes(Number.isFinite(v) ? v : 1)}
                      />
                    </FormGroup>
                  </div>
                  <Button
                    intent="warning"
                    icon="error"
                    text={t('demo.inject')}
                    onClick={() => {
                      try {
                        demo.fail(faultPath, toFault(fault), times);
                      } catch {
                        // The demo controls refuse a path no call has (mirage/demoInputs.ts): nothing was added.
                        void toastError(t('demo.unknownPath', { path: faultPath }));
                        return;
                      }
                      void toastSuccess(t('demo.injected', { path: faultPath }));
                      refresh();
                    }}
                  />
                  {demo.faults().length > 0 && (
                    <ul className="demo-pending" aria-label={t('demo.pending')}>
                      {demo.faults().map((f) => (
                        <li key={f.path}>
                          <code>{f.path}</code> → {String(f.fault)} × {f.left}
                        </li>
                      ))}
                    </ul>
                  )}
                  <FormGroup label={t('demo.chaos', { percent: Math.round(chaos * 100) })} className="demo-chaos">
                    <Slider
                      min={0}
                      max={0.5}
                      stepSize={0.05}
                      labelStepSize={0.1}
                      labelRenderer={(v) => `${Math.round(v * 100)}%`}
                      value={chaos}
                      onChange={(v) => {
                        setChaos(v);
                        demo.chaos(v);
                      }}
                    />
                  </FormGroup>
                </section>

                <PassthroughSection />
              </div>
            </Collapse>
          </section>
        </div>
      </div>
    </Drawer>
  );
});
