import type { HeaderRule } from './headersFile';

/** firebase.json: Firebase Hosting of the static build with the same headers, and the blog's database rules. */
export function firebaseJson(rules: readonly HeaderRule[]): string {
  const config = {
    hosting: {
      public: 'dist',
      cleanUrls: true,
      trailingSlash: false,
      ignore: ['firebase.json', '**/.*'],
      headers: rules.map((rule) => ({
        source: rule.pattern === '/*' ? '**' : `${rule.pattern.replace(/\*$/, '')}**`,
        headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
      })),
    },
    database: { rules: 'database.rules.json' },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
