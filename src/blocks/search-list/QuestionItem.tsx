import * as styles from './searchList.css';

interface QuestionItemProps {
  question: string;
  answer: string;
  category?: string;
  headingLevel: 'h2' | 'h3';
}

export function QuestionItem({ question, answer, category, headingLevel: Heading }: QuestionItemProps) {
  return (
    <article className={styles.question}>
      {category && <p className={styles.category}>{category}</p>}
      <Heading className={styles.itemTitle}>{question}</Heading>
      <p className={styles.text}>{answer}</p>
    </article>
  );
}
