import { HASHED_ASSET_CACHE, REVALIDATE_CACHE } from './securityHeaders';

/** Path patterns as static hosts read them: `/*` is every path, `/assets/*` everything below /assets/. */
export interface HeaderRule {
  readonly pattern: string;
  readonly headers: Readonly<Record<string, string>>;
}

export function headerRules(security: Record<string, string>): HeaderRule[] {
  return [
    { pattern: '/*', headers: { ...security, 'Cache-Control': REVALIDATE_CACHE } },
    // Hashed file names change with their content, so they may be kept forever.
    { pattern: '/assets/*', headers: { 'Cache-Control': HASHED_ASSET_CACHE } },
  ];
}

/** The `_headers` file that Netlify and Cloudflare Pages read. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n')
    .concat('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const current = rules.at(-1);
    if (current && separator > 0) current.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers for a path: every matching rule in order, a later rule's value replacing an earlier one's. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matches(rule.pattern, path)) Object.assign(headers, rule.headers);
  return headers;
}
