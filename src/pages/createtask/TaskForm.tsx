import { Button, Callout, Card, Checkbox, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toastWarning } from '../../app/toaster';
import { runAction } from '../../components/runAction';
import { FREE_MODEL_MAX_S, PRICE_PER_30S, VIDEO_MODELS, type VideoModel } from '../../domain/task';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useStores } from '../../stores/RootStore';
import type { TaskFormStore } from '../../stores/TaskFormStore';
import { AvatarGallery } from './AvatarGallery';
import { EstimateText } from './EstimateText';
import { PickFields } from './PickFields';
import { SubmitFailureNote } from './SubmitFailureNote';
import { Preview } from './Preview';
import { type FieldKey, problemField, problemText } from './problemText';
import { ScriptFields } from './ScriptFields';
import { VoiceList } from './VoiceList';

/** Where the editor has room for the preview beside the form (the same width as createtask.css's two columns). */
const TWO_COLUMNS = '(min-width: 1100px)';

/**
 * The editor both screens share: name, language, the digital human (a gallery of faces), the voice (a list to listen
 * to), script, model, cost and the commitment agreement, beside a live preview. Advanced editing passes its
 * background, cover and card fields as `extra`.
 * Confirm cuts what the rules say to cut, shows the first problem under its field, asks with the cost, then submits
 * and opens My works.
 */
export const TaskForm = observer(function TaskForm({
  store,
  extra,
  errors,
  setErrors,
}: {
  store: TaskFormStore;
  extra?: ReactNode;
  errors: Partial<Record<FieldKey, string>>;
  setErrors: (e: Partial<Record<FieldKey, string>>) => void;
}) {
  const { t } = useTranslation();
  const { dialog } = useStores();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Two columns (createtask.css): the preview beside the form, in view as it scrolls. One column: the preview comes
  // after the fields and before Create video, so the person sees what they will make before making it.
  const besideForm = useMediaQuery(TWO_COLUMNS);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const p = store.prepare();
    if (p.cutToLimit !== null) void toastWarning(t('script.cutNotice', { max: p.cutToLimit }), 4000);
    if (p.cutToSeconds) void toastWarning(t('createtask.cutSeconds', { s: FREE_MODEL_MAX_S }), 4000);
    if (p.problem) {
      setErrors({ [problemField(p.problem)]: problemText(p.problem, t) });
      return;
    }
    setErrors({});
    const ok = await dialog.confirm(
      t('createtask.confirmTitle'),
      t('createtask.confirmText', {
        name: store.name.trim(),
        model: t(`createtask.model.${store.model}`),
        s: store.seconds,
        cost: store.cost,
      }),
    );
    if (!ok) return;
    setBusy(true);
    const task = await runAction(
      () => store.submit(),
      (r) => (r ? t('createtask.submitted') : ''),
    );
    setBusy(false);
    if (task) navigate('/tasklist/tasklist');
  };

  return (
    <div className="task-layout">
      <Card className="task-card">
        <form onSubmit={submit} noValidate aria-label={t('createtask.formLabel')}>
          {store.resubmitOf && (
            <Callout icon="edit" className="task-resubmit-note">
              {t('createtask.resubmitting', { name: store.resubmitOf })}
            </Callout>
          )}
          <PickFields store={store} errors={errors} />
          <AvatarGallery store={store} error={errors.avatar} />
          <VoiceList store={store} error={errors.voice} />
          <ScriptFields store={store} error={errors.script ?? ''} />
          {extra}
          <RadioGroup
            label={t('createtask.modelLabel')}
            selectedValue={store.model}
            onChange={(ev) => store.setModel(ev.currentTarget.value as VideoModel)}
          >
            {VIDEO_MODELS.map((m) => (
              <Radio
                key={m}
                value={m}
                label={t('createtask.modelOption', { model: t(`createtask.model.${m}`), price: PRICE_PER_30S[m] })}
              />
            ))}
          </RadioGroup>
          {store.model === 'free' && (
            <p className="bp6-text-muted task-hint">{t('createtask.freeHint', { s: FREE_MODEL_MAX_S })}</p>
          )}
          <FormGroup intent={errors.agreement ? 'danger' : 'none'}>
            <Checkbox
              checked={store.agreed}
              label={t('createtask.agreement')}
              onChange={(ev) => store.setAgreed(ev.currentTarget.checked)}
            />
            {errors.agreement && (
              <div className="field-error" role="alert">
                {errors.agreement}
              </div>
            )}
          </FormGroup>
          {!besideForm && <Preview store={store} />}
          {store.failure && <SubmitFailureNote failure={store.failure} />}
          <div className="task-submit">
            <Button type="submit" intent="primary" icon="video" loading={busy} text={t('createtask.submit')} />
            <span className="task-cost" aria-live="polite">
              <EstimateText store={store} />
            </span>
          </div>
        </form>
      </Card>
      {besideForm && <Preview store={store} />}
    </div>
  );
});
