import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Lettermark } from '../components/Lettermark';
import { themeColorFor } from '../domain/theme';
import { useStores } from '../stores/RootStore';

/**
 * The brand's logo (or, for a brand made without one, its first letter on its colour) and its name in the reader's
 * language: the sidebar's heading, and the top bar's where the sidebar is out of sight (a phone, or the logo turned
 * off in the settings), so the prospect always sees whose console it is.
 */
export const BrandMark = observer(function BrandMark({
  size = 28,
  nameClass = 'sidebar-label',
}: {
  size?: number;
  nameClass?: string;
}) {
  const { t, i18n } = useTranslation();
  const { brand, settings } = useStores();
  const name = brand.nameIn(i18n.language) || t('app.defaultName');
  return (
    <>
      {brand.brand?.oemLogo ? (
        <img src={brand.brand.oemLogo} alt="" width={size} height={size} />
      ) : (
        // A brand made without a logo (the studio allows it) is shown by its first letter, not by nothing.
        brand.brand && <Lettermark name={name} color={themeColorFor(settings.themeColor, brand.color)} size={size} />
      )}
      <span className={nameClass}>{name}</span>
    </>
  );
});

/** The brand's name in the reader's language, for a link's title. */
export function useBrandName(): string {
  const { t, i18n } = useTranslation();
  const { brand } = useStores();
  return brand.nameIn(i18n.language) || t('app.defaultName');
}
