import { currentEnvironment } from '../../config/env';
import { ja } from '../../i18n/ja';
import { leaveForExternal } from '../../routing/service-handoff';
import { EntryBusy } from '../../ui/EntryBusy';
import { useServiceEntry } from '../../routing/use-service-entry';

/** /account/my-kenshin: an agreed member goes to the checkup plan's callback, which signs them in there. */
export const Component = () => {
  useServiceEntry('my-kenshin', 'MyKenshinTerms', () =>
    leaveForExternal(currentEnvironment.external.checkupCallbackUrl),
  );
  return <EntryBusy title={ja.titles.MyKenshinSignin} />;
};
