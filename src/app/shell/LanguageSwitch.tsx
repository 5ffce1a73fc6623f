import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ja } from '../../i18n/ja';
import { chooseLanguage, currentLanguage } from '../../i18n/language';
import { languages, type Language } from '../../i18n/language-key';
import { loadChunk } from '../../lib/loading';

/** 日本語 / English, each marked with its own `lang`; a choice the browser refuses to keep is said in that language. */
export const LanguageSwitch = ({ onChoose = chooseLanguage }: { onChoose?: (language: Language) => boolean }) => {
  const active = currentLanguage();
  const [refused, setRefused] = useState<{ lang: Language; text: string }>();
  const choose = (language: Language) => {
    setRefused(undefined);
    if (onChoose(language)) return;
    void loadChunk('languageChoice').then(
      ({ languageChoice }) => setRefused({ lang: language, text: languageChoice.notKept[language] }),
      () => setRefused({ lang: currentLanguage(), text: ja.errors.communication }),
    );
  };
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
            onClick={() => choose(language)}
          >
            {ja.language[language]}
          </Button>
        ))}
      </HStack>
      {refused && (
        <Text role="alert" lang={refused.lang} fontSize="xs" color="fg.error" mt="1" maxW="64">
          {refused.text}
        </Text>
      )}
    </Box>
  );
};
