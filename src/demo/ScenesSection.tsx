import { Button, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoApi } from '../../mirage/demoApi';
import { SCENE_NAMES, type SceneName } from '../../mirage/scenes';
import { toastError } from '../app/toaster';
import { errorText } from '../lib/errorText';

/** The demo scenes: one button each; the drawer closes once the scene's page shows, so the moment is seen. */
export function ScenesSection({ demo, onPlayed }: { demo: DemoApi; onPlayed: () => void }) {
  const { t } = useTranslation();
  const [running, setRunning] = useState<SceneName | null>(null);
  const play = async (name: SceneName) => {
    setRunning(name);
    try {
      await demo.scene(name);
      onPlayed();
    } catch (e) {
      void toastError(errorText(e));
    } finally {
      setRunning(null);
    }
  };
  return (
    <section aria-labelledby="demo-scenes">
      <h3 id="demo-scenes">{t('scenes.title')}</h3>
      <p className={Classes.TEXT_MUTED}>{t('scenes.intro')}</p>
      <ul className="demo-scenes">
        {SCENE_NAMES.map((name) => {
          const title = t(`scenes.${name}.title`);
          return (
            <li key={name}>
              <div>
                <strong>{title}</strong>
                <p className={Classes.TEXT_MUTED}>{t(`scenes.${name}.desc`)}</p>
              </div>
              <Button
                icon="play"
                variant="outlined"
                intent="primary"
                text={t('scenes.play')}
                aria-label={t('scenes.playLabel', { title })}
                loading={running === name}
                disabled={running !== null && running !== name}
                onClick={() => void play(name)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
