import { registerScreenTexts } from '../language';

/** `ja.relationship`, loaded with its screens: relationship (続柄) codes of spec section 3, shown after 家族. */
export const relationship = {
  insured: '被保険者',
  family: '家族（{label}）',
  unknown: '不明な関係',
  labels: {
    '00': '本人',
    '11': '父',
    '12': '母',
    '13': '祖父',
    '14': '祖母',
    '15': '曽祖父',
    '16': '曽祖母',
    '17': '養父',
    '18': '養母',
    '21': '夫',
    '22': '妻',
    '30': '子',
    '31': '長男',
    '32': '二男',
    '33': '三男',
    '34': '四男',
    '35': '五男',
    '36': '六男',
    '37': '七男',
    '38': '養子',
    '41': '長女',
    '42': '二女',
    '43': '三女',
    '44': '四女',
    '45': '五女',
    '46': '六女',
    '47': '七女',
    '48': '養女',
    '51': '兄',
    '52': '姉',
    '53': '弟',
    '54': '妹',
    '55': '孫',
    '56': '曽孫',
    '61': '伯父',
    '62': '伯母',
    '63': '叔父',
    '64': '叔母',
    '65': '甥',
    '66': '姪',
    '71': '義父',
    '72': '義母',
    '73': '義祖父',
    '74': '義祖母',
    '75': '義兄',
    '76': '義姉',
    '77': '義弟',
    '78': '義妹',
    '79': '義理の子',
    '80': 'その他の姻族',
    '99': 'その他',
  },
} as const;

registerScreenTexts('relationship', relationship);

declare module '../ja' {
  interface ScreenTexts {
    readonly relationship: typeof relationship;
  }
}
