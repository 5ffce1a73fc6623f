import { Button, HStack } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import { chooseLanguage, currentLanguage } from '../../i18n/language';
import { languages } from '../../i18n/language-key';

/**
 * 日本語 / English, in the header and the footer of every page. Each name is written in its own language and marked
 * with `lang`, so a screen reader says it right; the one in use is pressed. Choosing the other keeps the choice on
 * the device and loads the page again in it (src/i18n/language.ts).
 */
export const LanguageSwitch = ({
  onChoose = chooseLanguage,
}: {
  onChoose?: (language: (typeof languages)[number]) => void;
}) => {
  const active = currentLanguage();
  return (
    <HStack role="group" aria-label={ja.shell.languageSwitch} gap="1">
      {languages.map((language) => (
        <Button
          key={language}
          type="button"
          size="xs"
          variant={language === active ? 'solid' : 'ghost'}
          lang={language}
          aria-pressed={language === active}
          onClick={() => onChoose(language)}
        >
          {ja.language[language]}
        </Button>
      ))}
    </HStack>
  );
};
