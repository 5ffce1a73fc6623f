import { DataList, Spinner, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetInsurerMemberQuery } from '../../api';
import { useAppSelector } from '../../store/hooks';
import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import '../../i18n/screens/user-info';
import { selectCurrentUser } from '../../identity/current-user-slice';
import { toErrorMessage } from '../../lib/error-message';
import { pathFor } from '../../routing/route-names';
import { useOriginatingService } from '../../routing/use-originating-service';
import { AppLink } from '../../ui/AppLink';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { FormAlert } from '../../ui/FormAlert';
import { toLongDate } from '../../ui/long-date';
import { PageHeading } from '../../ui/PageHeading';
import { LatestName } from './LatestName';
import { NameForm, toRequest, type NameValues } from './NameForm';
import { sameName } from './name-diff';
import { useNameUpdate } from './use-name-update';
import { markJapanese, memberDataLang } from '../../ui/mark-japanese';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
const join = (a: string | null | undefined, b: string | null | undefined) => [a, b].filter(Boolean).join(' ');

/**
 * Change user info (spec sections 2, 4, 5). With an insurer member record the name can only come from it; without one
 * the member types it.
 */
export const Component = () => {
  const navigate = useNavigate();
  const { service } = useOriginatingService();
  const user = useAppSelector(selectCurrentUser);
  const member = useGetInsurerMemberQuery();
  const update = useNameUpdate();

  const current: NameValues = useMemo(
    () => ({
      lastName: user?.familyName ?? '',
      firstName: user?.givenName ?? '',
      lastNameKana: user?.familyNameKana ?? '',
      firstNameKana: user?.givenNameKana ?? '',
    }),
    [user?.familyName, user?.givenName, user?.familyNameKana, user?.givenNameKana],
  );
  const currentName = join(current.lastName, current.firstName);
  const currentKana = join(current.lastNameKana, current.firstNameKana);
  const record = member.data;
  const newer = record && (!sameName(record.full_name, currentName) || !sameName(record.full_name_kana, currentKana));

  const leave = () => {
    if (service === 'my-kenshin') window.location.assign(currentEnvironment.external.checkupMyPageUrl);
    else navigate(pathFor('AccountSettings'));
  };

  let body;
  // 404 first: RTK Query reports isLoading while the record reloads, and the form must stay mounted.
  if (isNotFound(member.error))
    body = <NameForm current={current} busy={update.busy} onSubmit={(values) => update.submit(toRequest(values))} />;
  else if (member.isLoading) body = <Spinner role="status" aria-label={ja.common.loading} />;
  else if (record && newer) {
    body = (
      <LatestName
        current={{ name: currentName, kana: currentKana }}
        latest={{ name: record.full_name, kana: record.full_name_kana }}
        busy={update.busy}
        onUpdate={() => void update.submit(null)}
      />
    );
  } else if (record) body = <FormAlert status="info">{ja.userInfo.waitNote}</FormAlert>;
  else body = <FormAlert>{toErrorMessage(member.error)}</FormAlert>;

  return (
    <>
      <PageHeading>{ja.userInfo.heading}</PageHeading>
      <DataList.Root orientation="horizontal" mb="6" aria-label={ja.userInfo.currentName}>
        <DataList.Item>
          <DataList.ItemLabel minW="24">{markJapanese(ja.userInfo.name)}</DataList.ItemLabel>
          <DataList.ItemValue lang={memberDataLang(currentName)}>{currentName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="24">{markJapanese(ja.userInfo.nameKana)}</DataList.ItemLabel>
          <DataList.ItemValue lang={memberDataLang(currentKana)}>{currentKana}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="24">{markJapanese(ja.userInfo.birthdate)}</DataList.ItemLabel>
          <DataList.ItemValue>{toLongDate(user?.birthdate) ?? ''}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {update.error ? <FormAlert>{update.error}</FormAlert> : null}
      {body}
      <Text mt="8" fontSize="sm">
        {ja.userInfo.inquiryNote} <AppLink to={pathFor('Inquiry')}>{ja.userInfo.inquiryLink}</AppLink>
      </Text>
      <ConfirmModal
        open={update.completed && update.succeeded}
        title={ja.userInfo.success}
        confirmLabel={service === 'my-kenshin' ? ja.userInfo.toMyKenshin : ja.userInfo.backToSettings}
        onConfirm={leave}
      />
    </>
  );
};
