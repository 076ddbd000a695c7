import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Lettermark } from '../../components/Lettermark';
import { showsLettermark } from '../../domain/brand';
import { NEUTRAL_MARK } from '../../firstScreen/neutralMark';
import { useStores } from '../../stores/RootStore';

/** The room of the sign-in card's mark, whichever it is. */
const SIZE = 48;

/**
 * A brand without a logo on the sign-in card: its first letter on the colour the page wears. The first screen's
 * template of it (src/firstScreen/prerender.tsx), whose name and letter the inline script fills in.
 */
export const SignInLettermark = ({ name }: { name: string }) => <Lettermark name={name} size={SIZE} />;

/**
 * The sign-in card's mark, always a 48 px box, so the page does not move when the brand arrives: a neutral mark until
 * it does, then its logo, or its first letter for a brand without one (as the sidebar shows it). The inline script
 * (src/firstScreen/inlineScript.ts) draws the same from the brand cookie before the first paint, which React hydrates.
 */
export const SignInMark = observer(function SignInMark() {
  const { t, i18n } = useTranslation();
  const { brand } = useStores();
  if (showsLettermark(brand.brand))
    return <SignInLettermark name={brand.nameIn(i18n.language) || t('app.defaultName')} />;
  return <img src={brand.brand?.oemLogo || NEUTRAL_MARK} alt="" width={SIZE} height={SIZE} />;
});
