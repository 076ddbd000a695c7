import { Button, Card, Classes, FormGroup, H3, InputGroup, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../app/toaster';
import { LanguageSelect } from '../../components/LanguageSelect';
import { maskMobile } from '../../domain/membership';
import { deriveRole } from '../../domain/roles';
import type { PersonalStore } from '../../stores/PersonalStore';
import { useStores } from '../../stores/RootStore';
import { useQrDataUrl } from './useQrDataUrl';

/** Who the person is: avatar, nickname (rename), masked mobile, role, language, invite link and QR, their agent. */
export const ProfileCard = observer(function ProfileCard({ store }: { store: PersonalStore }) {
  const { t } = useTranslation();
  const { session, dialog } = useStores();
  const user = session.user;
  const qr = useQrDataUrl(store.inviteUrl);
  if (!user) return null;
  const rename = () =>
    void dialog.open({
      mode: 'rename',
      title: t('personal.profile.renameTitle'),
      initial: user.nickname,
      kind: 'nickname',
      submit: (n) => store.rename(n),
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(store.inviteUrl);
      void toastSuccess(t('personal.invite.copied'));
    } catch {
      void toastError(t('personal.invite.copyFailed'));
    }
  };
  return (
    <Card className="personal-card personal-profile" aria-labelledby="personal-profile-title">
      <div className="personal-profile-head">
        {user.avatar ? (
          <img className="personal-avatar" src={user.avatar} alt={t('personal.profile.avatar')} />
        ) : (
          <span className="personal-avatar" role="img" aria-label={t('personal.profile.avatar')}>
            {user.nickname.slice(0, 1)}
          </span>
        )}
        <div className="personal-profile-name">
          <H3 id="personal-profile-title">{user.nickname}</H3>
          <Button size="small" variant="minimal" icon="edit" text={t('personal.profile.rename')} onClick={rename} />
        </div>
      </div>
      <dl className="personal-facts">
        <dt>{t('personal.profile.mobile')}</dt>
        <dd>{maskMobile(user.mobile)}</dd>
        <dt>{t('personal.profile.role')}</dt>
        <dd>
          <Tag minimal intent="primary">
            {t(`role.${deriveRole(user)}`)}
          </Tag>
        </dd>
        <dt>{t('personal.profile.language')}</dt>
        <dd>
          <LanguageSelect />
        </dd>
        <dt>{t('personal.invite.code')}</dt>
        <dd>
          <code>{user.inviteCode}</code>
        </dd>
      </dl>
      <FormGroup label={t('personal.invite.link')} labelFor="personal-invite-link" className="personal-invite">
        <InputGroup
          id="personal-invite-link"
          readOnly
          value={store.inviteUrl}
          onFocus={(e) => e.currentTarget.select()}
          rightElement={
            <Button
              variant="minimal"
              icon="clipboard"
              text={t('personal.invite.copy')}
              disabled={!store.inviteUrl}
              onClick={() => void copy()}
            />
          }
        />
        {store.inviteError && <p className="field-error">{store.inviteError}</p>}
      </FormGroup>
      <div className="personal-invite-qr">
        {qr && <img src={qr} alt={t('personal.invite.qr')} width={120} height={120} />}
        <p className={Classes.TEXT_MUTED}>{t('personal.invite.hint')}</p>
      </div>
      <Button
        icon="people"
        text={t('personal.profile.contactAgent')}
        onClick={() => void dialog.open({ mode: 'contactAgent' })}
      />
    </Card>
  );
});
