import type { FAQPage } from 'schema-dts';
import type { NodeOf } from './graph';
import { linkedIds } from './ids';

interface AnsweredQuestion {
  readonly question: string;
  readonly answer: string;
}

/** A page of questions the academy answers, each with its accepted answer. */
export function faqNode(pageUrl: string, items: readonly AnsweredQuestion[]): NodeOf<FAQPage> {
  return {
    '@type': 'FAQPage',
    '@id': linkedIds.faq(pageUrl),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
