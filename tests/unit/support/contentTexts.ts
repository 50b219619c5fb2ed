import { readFileSync } from 'node:fs';
import { writtenSettings } from './realSite';

/** The value of a site setting a text quotes (`name`, `legal.country`), as pages.yaml writes it. */
const setting = (path: string): string => String(path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], writtenSettings));

/** A Markdown text under content/ with each `{{setting}}` it quotes replaced by the setting's value: the words a visitor reads. */
export const quotedText = (file: string): string => readFileSync(`content/${file}`, 'utf8').replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path: string) => setting(path));

/** The headings of a Markdown text, as [level, text]. */
export const markdownHeadings = (markdown: string): [number, string][] => [...markdown.matchAll(/^(#{1,6}) (.+)$/gm)].map(([, hashes, text]) => [hashes!.length, text!]);

/** The links of a Markdown text, as [label, address]. */
export const markdownLinks = (markdown: string): [string, string][] => [...markdown.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, label, href]) => [label!, href!]);
