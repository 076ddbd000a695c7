import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../components/ConsoleDialog';
import './credits.css';

/**
 * What the demo shows that others made, and under which licence (docs/licences.md), in the account menu of every
 * demo build whatever the brand: the portraits' artwork (CC BY 4.0 asks for this credit where people see it), the
 * speech engine (a separate GPL program beside the demo, with its licence and where its source is; the single-file
 * demo has none) and the build's third-party notices. The links are files of the build, beside index.html.
 */
const SPEECH = import.meta.env.VITE_MEDIA_STUDIO !== 'off';
const file = (name: string) => new URL(name, document.baseURI).href;

function Links({ links }: { links: readonly (readonly [string, string])[] }) {
  return (
    <span className="credits-links">
      {links.map(([text, href]) => (
        <a key={href} href={href} target="_blank" rel="noreferrer">
          {text}
        </a>
      ))}
    </span>
  );
}

export default function CreditsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ConsoleDialog isOpen={isOpen} onClose={onClose} title={t('demo.credits.title')} icon="info-sign">
      <DialogBody>
        <ul className="credits-list">
          <li>
            <p>{t('demo.credits.portraits')}</p>
            <Links
              links={[
                ['Personas by Draftbit', 'https://personas.draftbit.com/'],
                ['CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/'],
                ['DiceBear', 'https://www.dicebear.com/'],
              ]}
            />
          </li>
          {SPEECH && (
            <li>
              <p>{t('demo.credits.speech')}</p>
              <Links
                links={[
                  [t('demo.credits.licence'), file('espeak-ng/COPYING')],
                  [t('demo.credits.source'), file('espeak-ng/SOURCE.md')],
                ]}
              />
            </li>
          )}
          <li>
            <p>{t('demo.credits.notices')}</p>
            <Links links={[[t('demo.credits.noticesLink'), file('THIRD-PARTY-NOTICES.txt')]]} />
          </li>
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button text={t('common.close')} onClick={onClose} />} />
    </ConsoleDialog>
  );
}
