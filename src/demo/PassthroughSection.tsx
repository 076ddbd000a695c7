import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { passthroughPatterns, passthroughTarget } from '../config';

/** Which calls the real service answers (development passthrough, VITE_API_PASSTHROUGH); the rest are faked. */
export function PassthroughSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="demo-passthrough">
      <h3 id="demo-passthrough">{t('contract.title')}</h3>
      {passthroughPatterns.length === 0 ? (
        <p>{t('contract.none')}</p>
      ) : (
        <>
          <p>{t('contract.target', { target: passthroughTarget })}</p>
          <ul className="demo-passthrough" aria-label={t('contract.paths')}>
            {passthroughPatterns.map((p) => (
              <li key={p}>
                <Tag minimal intent="warning">
                  {p}
                </Tag>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
