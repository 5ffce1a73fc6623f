import certificateIcon from '../../assets/services/eligibility-certificate.svg';
import myKenshinIcon from '../../assets/services/my-kenshin.svg';
import otcIcon from '../../assets/services/otc.svg';
import { ja } from '../../i18n/ja';
import type { ServiceCode } from '../../lib/service-codes';
import type { RouteName } from '../../routing/route-names';

export interface ServiceCatalogueEntry {
  code: ServiceCode;
  name: string;
  description: string;
  iconPath: string;
  route: RouteName;
}

/** One entry whose name and description are read from the catalogue when shown (they follow its language). */
const entry = (
  code: ServiceCode,
  texts: () => { name: string; description: string },
  iconPath: string,
  route: RouteName,
): ServiceCatalogueEntry => ({
  code,
  get name() {
    return texts().name;
  },
  get description() {
    return texts().description;
  },
  iconPath,
  route,
});

/** The service catalogue (spec section 3), in the order the list shows it. */
export const serviceCatalogue: ServiceCatalogueEntry[] = [
  entry('otc', () => ja.services.otc, otcIcon, 'OtcSignin'),
  entry('my-kenshin', () => ja.services.myKenshin, myKenshinIcon, 'MyKenshinSignin'),
  entry(
    'eligibility-certificate',
    () => ja.services.eligibilityCertificate,
    certificateIcon,
    'EligibilityCertificateSignin',
  ),
];
