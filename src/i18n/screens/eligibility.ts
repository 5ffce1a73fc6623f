import { registerScreenTexts } from '../language';
import { lastName, firstName, lastNameKana, firstNameKana } from '../ja-shared';

/** `ja.eligibility`: loaded with its screens, not the entry (docs/performance.md, "The catalogue"). */
export const eligibility = {
  heading: '健康保険の資格確認',
  lead: 'ご加入の健康保険の情報を入力してください。お手元に資格確認書や健康保険証などをご用意ください。',
  insurerNumber: '保険者番号',
  insurerNumberPlaceholder: '06xxxxxx',
  insurerNumberHint: '06または63から始まる8桁の保険者番号を入力してください',
  insurerCodeBoxes: '保険者番号（8桁）',
  insurerName: '保険者名',
  insurerNotFound: '保険者が見つかりませんでした。保険者番号をご確認ください。',
  kigou: '記号',
  bangou: '番号',
  edaban: '枝番',
  insurerFirst: '先に保険者番号を入力してください。',
  insuranceHeading: 'ご加入の健康保険',
  insurerResolving: '保険者を確認しています…',
  aliasNotFound: 'ご案内のリンクから保険者を確認できませんでした。保険者番号を入力してください。',
  pickDate: 'カレンダーから選ぶ',
  helpHeading: '保険者番号・記号・番号の確認方法',
  helpItems: [
    {
      title: 'マイナポータルで確認する',
      body: 'マイナポータルにログインすると、「健康保険証」の情報から確認できます。スマートフォンのマイナポータルアプリでマイナンバーカードを読み取るか、パソコンの画面に表示されるQRコードをスマートフォンで読み取ってログインしてください。',
      link: 'マイナポータルを開く',
    },
    {
      title: '資格確認書で確認する',
      body: 'お手元の資格確認書に、保険者番号・記号・番号・枝番が記載されています。',
    },
    {
      title: '健康保険証で確認する',
      body: 'お手元の健康保険証（有効期限内のもの）に、保険者番号・記号・番号・枝番が記載されています。',
    },
    {
      title: '資格情報のお知らせで確認する',
      body: 'マイナンバーカードを健康保険証として利用登録された方にお送りしている「資格情報のお知らせ」に記載されています。',
    },
  ],
  registrationHeading: 'ご本人情報の入力',
  lastName,
  firstName,
  lastNameKana,
  firstNameKana,
  birthdate: '生年月日',
  birthdatePlaceholder: '例：1990/04/01',
  birthdateHint: '年/月/日の形式で入力してください（例：1990/04/01）',
  gender: '性別',
  submit: '登録する',
  notConfirmed: '入力された情報を確認できませんでした',
  causesLead: '次のような原因が考えられます。',
  causes: [
    '入力内容に誤りがある',
    '健康保険組合への加入や保険証の切り替えから1か月ほどしか経っていない（反映までに時間がかかることがあります）',
  ],
  faqLink: 'よくあるご質問を見る',
  registered: '資格確認が完了しました。',
} as const;

registerScreenTexts('eligibility', eligibility);

declare module '../ja' {
  interface ScreenTexts {
    readonly eligibility: typeof eligibility;
  }
}
