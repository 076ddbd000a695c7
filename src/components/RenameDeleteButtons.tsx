import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  renameText: string;
  onRename: () => void;
  onDelete: () => void;
}

/** The rename and delete buttons that end an asset's actions (a digital human, a voice model). */
export function RenameDeleteButtons({ renameText, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="small" icon="edit" text={renameText} onClick={onRename} />
      <Button
        size="small"
        icon="trash"
        intent="danger"
        variant="minimal"
        text={t('common.delete')}
        onClick={onDelete}
      />
    </>
  );
}
