import { Box, DataList, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/user-info';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { diffName } from './name-diff';
import { markJapanese, memberDataLang } from '../../ui/mark-japanese';

const Diffed = ({ current, latest }: { current: string; latest: string }) => (
  <>
    {diffName(current, latest).map((segment, index) =>
      segment.changed ? (
        // Colour is not the only cue: the changed characters are also bold (and marked for assistive technology).
        <Box as="mark" key={index} fontWeight="bold" color="red.700" bg="transparent">
          {segment.text}
        </Box>
      ) : (
        <span key={index}>{segment.text}</span>
      ),
    )}
  </>
);

interface LatestNameProps {
  current: { name: string; kana: string };
  latest: { name: string; kana: string };
  busy: boolean;
  onUpdate: () => void;
}

/**
 * The insurance society's newer name, changed characters in bold red, and the button that takes it over once the
 * member has confirmed the name it will be (the portal cannot undo it).
 */
export const LatestName = ({ current, latest, busy, onUpdate }: LatestNameProps) => {
  const [confirming, setConfirming] = useState(false);
  return (
    <Box borderWidth="1px" rounded="md" p="4" mb="6">
      <Text fontWeight="bold" mb="2">
        {ja.userInfo.latestName}
      </Text>
      <Text fontSize="lg" data-testid="latest-name" lang={memberDataLang(latest.name)}>
        <Diffed current={current.name} latest={latest.name} />
      </Text>
      <Text mb="3" data-testid="latest-kana" lang={memberDataLang(latest.kana)}>
        <Diffed current={current.kana} latest={latest.kana} />
      </Text>
      <Text fontSize="sm" color="gray.700" mb="4">
        {ja.userInfo.changedPartsNote}
      </Text>
      <BusyButton busy={busy} onClick={() => setConfirming(true)}>
        {ja.userInfo.updateToLatest}
      </BusyButton>
      <ConfirmModal
        open={confirming}
        title={ja.userInfo.updateConfirm}
        confirmLabel={ja.userInfo.update}
        onConfirm={() => {
          setConfirming(false);
          onUpdate();
        }}
        onCancel={() => setConfirming(false)}
      >
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel minW="24">{markJapanese(ja.userInfo.name)}</DataList.ItemLabel>
            <DataList.ItemValue lang={memberDataLang(latest.name)}>{latest.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">{markJapanese(ja.userInfo.nameKana)}</DataList.ItemLabel>
            <DataList.ItemValue lang={memberDataLang(latest.kana)}>{latest.kana}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </ConfirmModal>
    </Box>
  );
};
