import { Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../store/hooks';
import { ja } from '../../i18n/ja';
import { isServiceAvailable, isServiceSignupCompleted } from '../../identity/current-user';
import { selectCurrentUser } from '../../identity/current-user-slice';
import { requireCurrentUser } from '../../routing/require-current-user';
import { PageHeading } from '../../ui/PageHeading';
import { CheckupCard } from './CheckupCard';
import { LoginInfoCard } from './LoginInfoCard';
import { ShopCard } from './ShopCard';
import { UserInfoCard } from './UserInfoCard';

export const pageLoader = requireCurrentUser;

/** Settings (spec section 2): login info, user info, the shop's marketing e-mail and, if pending, the checkup signup. */
export const Component = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <>
      <PageHeading>{ja.titles.AccountSettings}</PageHeading>
      {user ? (
        <Stack gap="6">
          <LoginInfoCard user={user} />
          <UserInfoCard user={user} />
          {isServiceAvailable(user, 'otc') ? (
            <ShopCard signupCompleted={isServiceSignupCompleted(user, 'otc')} />
          ) : null}
          {isServiceAvailable(user, 'my-kenshin') && !isServiceSignupCompleted(user, 'my-kenshin') ? (
            <CheckupCard />
          ) : null}
        </Stack>
      ) : null}
    </>
  );
};
