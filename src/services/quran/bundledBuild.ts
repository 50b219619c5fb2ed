import { quranIndexUrl } from 'virtual:quran-index';
import { createBundledSource } from './bundled';

/** The bundled source of this build, reading the index the build wrote (quranDataPlugin.ts). */
export function createBuildBundledSource() {
  return createBundledSource(quranIndexUrl);
}
