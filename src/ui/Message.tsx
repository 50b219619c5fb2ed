import { Fragment, type ReactNode } from 'react';
import { messageParts } from './messageParts';

/** A message with elements in it (a link, a key), each drawn at its `{name}` in the text. */
export function Message({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  return messageParts(text, parts).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
