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

/** The service catalogue (spec section 3), in the order the list shows it. */
export const serviceCatalogue: ServiceCatalogueEntry[] = [
  { code: 'otc', name: ja.services.otc.name, description: ja.services.otc.description, iconPath: otcIcon, route: 'OtcSignin' },
  { code: 'my-kenshin', name: ja.services.myKenshin.name, description: ja.services.myKenshin.description, iconPath: myKenshinIcon, route: 'MyKenshinSignin' },
  {
    code: 'eligibility-certificate',
    name: ja.services.eligibilityCertificate.name,
    description: ja.services.eligibilityCertificate.description,
    iconPath: certificateIcon,
    route: 'EligibilityCertificateSignin',
  },
];
