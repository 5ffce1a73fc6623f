import { useNavigate } from 'react-router-dom';
import { useCreateOtcTokenMutation } from '../../api';
import { ja } from '../../i18n/ja';
import { pathFor } from '../../routing/route-names';
import { leaveForExternal, serviceConnectFailedState, shopLoginUrl, shopReturnTo } from '../../routing/service-handoff';
import { EntryBusy } from '../../ui/EntryBusy';
import { useServiceEntry } from '../../routing/use-service-entry';

/** /account/otc: an agreed member gets a one-time token and goes to the shop's single sign-on login. */
export const Component = () => {
  const navigate = useNavigate();
  const [createOtcToken] = useCreateOtcTokenMutation();
  useServiceEntry('otc', 'OtcTerms', async () => {
    const result = await createOtcToken({
      otcTokenRequest: { return_to: shopReturnTo() },
    });
    // Spec section 8: a shop token failure returns to AccountHome, which says the shop could not be reached.
    if ('error' in result || !result.data)
      navigate(pathFor('AccountHome'), {
        replace: true,
        state: serviceConnectFailedState,
      });
    else leaveForExternal(shopLoginUrl(result.data.token));
  });
  return <EntryBusy title={ja.titles.OtcSignin} />;
};
