import { Button, HStack } from '@chakra-ui/react';
import { ja } from '../../i18n/ja';
import { chooseLanguage, currentLanguage } from '../../i18n/language';
import { languages } from '../../i18n/language-key';

/** 日本語 / English: each name marked with its own `lang` so a screen reader says it right. */
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
