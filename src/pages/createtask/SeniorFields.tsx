import { Checkbox, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { UploadField } from '../../components/UploadField';
import {
  CARD_FONT_MAX,
  CARD_FONT_MIN,
  CARD_STYLES,
  type CardStyle,
  COVER_FONT_MAX,
  COVER_FONT_MIN,
  FONT_STYLES,
  type FontStyle,
  ORIENTATIONS,
  type TaskOrientation,
} from '../../domain/task';
import type { TaskFormStore } from '../../stores/TaskFormStore';
import type { FieldKey } from './problemText';
import { SelectField } from './SelectField';

/** Font sizes offered, in pixels of the 1080p frame (within the domain's ranges). */
const COVER_SIZES = [24, 32, 40, 48, 56, 64, 72, 80, 96].filter((n) => n >= COVER_FONT_MIN && n <= COVER_FONT_MAX);
const CARD_SIZES = [12, 14, 16, 18, 20, 24, 28, 32, 40, 48].filter((n) => n >= CARD_FONT_MIN && n <= CARD_FONT_MAX);

/** Advanced editing's own parts: orientation, background, cover and business card. */
export const SeniorFields = observer(function SeniorFields({
  store,
  errors,
}: {
  store: TaskFormStore;
  errors: Partial<Record<FieldKey, string>>;
}) {
  const { t } = useTranslation();
  const err = (key: FieldKey) =>
    errors[key] ? (
      <div className="field-error" role="alert">
        {errors[key]}
      </div>
    ) : null;
  return (
    <>
      <section className="task-section" aria-labelledby="task-bg-h">
        <h2 id="task-bg-h">{t('createtask.background')}</h2>
        <RadioGroup
          label={t('createtask.orientation')}
          inline
          selectedValue={store.orientation}
          onChange={(e) => store.setOrientation(e.currentTarget.value as TaskOrientation)}
        >
          {ORIENTATIONS.map((o) => (
            <Radio key={o} value={o} label={t(`createtask.${o}`)} />
          ))}
        </RadioGroup>
        <RadioGroup
          label={t('createtask.backgroundKind')}
          inline
          selectedValue={store.backgroundKind}
          onChange={(e) => store.setBackgroundKind(e.currentTarget.value === 'video' ? 'video' : 'image')}
        >
          <Radio value="image" label={t('createtask.bgImage')} />
          <Radio value="video" label={t('createtask.bgVideo')} />
        </RadioGroup>
        <UploadField
          upload={store.background}
          label={t(store.backgroundKind === 'image' ? 'createtask.bgImageFile' : 'createtask.bgVideoFile')}
        />
      </section>
      <section className="task-section" aria-labelledby="task-cover-h">
        <h2 id="task-cover-h">{t('createtask.cover')}</h2>
        <div className="task-row">
          <FormGroup
            label={t('createtask.coverTitle')}
            labelFor="task-cover-title"
            intent={errors.cover ? 'danger' : 'none'}
          >
            <InputGroup
              id="task-cover-title"
              value={store.coverTitle}
              intent={errors.cover ? 'danger' : 'none'}
              onChange={(e) => store.setCover({ title: e.currentTarget.value })}
            />
          </FormGroup>
          <SelectField
            id="task-cover-font"
            label={t('createtask.coverFont')}
            value={store.coverFont}
            choices={FONT_STYLES}
            name={(f) => t(`createtask.fonts.${f}`)}
            onChange={(v) => store.setCover({ font: v as FontStyle })}
          />
          <SelectField
            id="task-cover-size"
            label={t('createtask.coverSize')}
            value={store.coverSize}
            choices={COVER_SIZES}
            name={String}
            onChange={(v) => store.setCover({ size: Number(v) })}
          />
        </div>
        {err('cover')}
        <UploadField upload={store.coverImage} label={t('createtask.coverImage')} />
      </section>
      <section className="task-section" aria-labelledby="task-card-h">
        <h2 id="task-card-h">{t('createtask.card')}</h2>
        <Checkbox
          checked={store.cardOn}
          label={t('createtask.cardOn')}
          onChange={(e) => store.setCard({ on: e.currentTarget.checked })}
        />
        {store.cardOn && (
          <div className="task-row">
            <FormGroup label={t('createtask.cardName')} labelFor="task-card-name">
              <InputGroup
                id="task-card-name"
                value={store.cardName}
                intent={errors.card ? 'danger' : 'none'}
                onChange={(e) => store.setCard({ name: e.currentTarget.value })}
              />
            </FormGroup>
            <FormGroup label={t('createtask.cardIntro')} labelFor="task-card-intro">
              <InputGroup
                id="task-card-intro"
                value={store.cardIntro}
                onChange={(e) => store.setCard({ intro: e.currentTarget.value })}
              />
            </FormGroup>
            <SelectField
              id="task-card-size"
              label={t('createtask.cardSize')}
              value={store.cardSize}
              choices={CARD_SIZES}
              name={String}
              onChange={(v) => store.setCard({ size: Number(v) })}
            />
            <SelectField
              id="task-card-style"
              label={t('createtask.cardStyle')}
              value={store.cardStyle}
              choices={CARD_STYLES}
              name={(c) => t(`createtask.cardStyles.${c}`)}
              onChange={(v) => store.setCard({ style: v as CardStyle })}
            />
          </div>
        )}
        {err('card')}
      </section>
    </>
  );
});
