import { LANGUAGES } from '../src/domain/language';
import { ALL_MESSAGES } from '../src/i18n/allMessages';
import { provideMessages } from './messages';

/** Node (fake:serve and the unit tests): the fake server speaks every language from the start. */
for (const lang of LANGUAGES) provideMessages(lang, ALL_MESSAGES[lang]);
