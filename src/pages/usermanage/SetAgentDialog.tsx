import { Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonRowDto } from '../../api/types';
import { toastSuccess } from '../../app/toaster';
import { FormDialog } from '../../components/FormDialog';
import type { PersonListStore } from '../../stores/ClientListStore';
import { errorToShow } from '../../lib/errorText';

interface Props {
  person: PersonRowDto;
  store: PersonListStore;
  /** 'set' makes an agent; 'cancel' takes it away. */
  action: 'set' | 'cancel';
  /** The boss and the assistant may let the new agent set agents too. */
  mayGrantSetter: boolean;
  onClose: () => void;
}

/** The confirmation before setting or cancelling an agent; the server's refusal shows in it. */
export function SetAgentDialog({ person, store, action, mayGrantSetter, onClose }: Props) {
  const { t } = useTranslation();
  const [setter, setSetter] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const title = t(action === 'set' ? 'reseller.agent.setTitle' : 'reseller.agent.cancelTitle');
  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      if (action === 'set') await store.setAgent(person.userId, setter);
      else await store.cancelAgent(person.userId);
      void toastSuccess(
        t(action === 'set' ? 'reseller.agent.setDone' : 'reseller.agent.cancelDone', { name: person.nickname }),
      );
      onClose();
    } catch (e) {
      setError(errorToShow(e) ?? '');
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}
      submitText={t('common.confirm')}
      submitIntent={action === 'set' ? 'primary' : 'danger'}
      busy={busy}
      serverError={error}
    >
      <p>
        {t(action === 'set' ? 'reseller.agent.setText' : 'reseller.agent.cancelText', {
          name: person.nickname,
          mobile: person.mobile,
        })}
      </p>
      {action === 'set' && mayGrantSetter && (
        <Checkbox
          checked={setter}
          label={t('reseller.agent.canSetAgent')}
          onChange={(e) => setSetter(e.currentTarget.checked)}
        />
      )}
    </FormDialog>
  );
}
