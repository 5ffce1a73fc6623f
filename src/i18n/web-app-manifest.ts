/**
 * The web app manifest's texts (written into manifest.webmanifest by the build, scripts/webpack/pwa-plugins.ts). The
 * manifest is one file for every visitor, so the installed app is named in Japanese; the English is for the glossary
 * and for a manifest in English should one be served.
 */
export const webAppManifestTexts = {
  ja: {
    name: '会員情報（健康保険組合）',
    shortName: '会員情報',
    description: '健康保険組合の加入者向け会員情報サイト',
  },
  en: {
    name: 'Member information (health insurance society)',
    shortName: 'Members',
    description: 'The member site of your health insurance society',
  },
} as const;
