import { Button, NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

interface Props {
  icon: IconName;
  code: string;
  title: string;
  description: string;
}

/** 404 and 401: what happened and a way home. */
export function ResultPage({ icon, code, title, description }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="result-page">
      {/* The title is the page's one h1 (NonIdealState's own title is an h4). */}
      <NonIdealState
        icon={icon}
        description={
          <>
            <h1 className="result-page-title">{`${code} · ${title}`}</h1>
            <p>{description}</p>
          </>
        }
        action={<Button intent="primary" icon="home" text={t('errors.backHome')} onClick={() => navigate('/')} />}
      />
    </div>
  );
}
