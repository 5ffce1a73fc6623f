import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ja } from '../../i18n/ja';
import { chooseLanguage, currentLanguage } from '../../i18n/language';
import { languages, type Language } from '../../i18n/language-key';

/** 日本語 / English, each marked with its own `lang`; a choice the browser refuses to keep is said in that language. */
export const LanguageSwitch = ({ onChoose = chooseLanguage }: { onChoose?: (language: Language) => boolean }) => {
  const active = currentLanguage();
  const [refused, setRefused] = useState<Language>();
  return (
    <Box>
      <HStack role="group" aria-label={ja.shell.languageSwitch} gap="1">
        {languages.map((language) => (
          <Button
            key={language}
            type="button"
            size="xs"
            variant={language === active ? 'solid' : 'ghost'}
            lang={language}
            aria-pressed={language === active}
            onClick={() => setRefused(onChoose(language) ? undefined : language)}
          >
            {ja.language[language]}
          </Button>
        ))}
      </HStack>
      {refused && (
        <Text role="alert" lang={refused} fontSize="xs" color="fg.error" mt="1" maxW="64">
          {ja.language.notKept[refused]}
        </Text>
      )}
    </Box>
  );
};
