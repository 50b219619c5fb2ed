/**
 * GitHub Actions workflow commands (`::error file=…,line=…::message`) for the validator, so a
 * content problem shows on the changed line of a pull request, not only in the job log.
 */
import type { ContentError } from './contentError';

export type AnnotationLevel = 'error' | 'warning';

export interface Annotation {
  readonly level: AnnotationLevel;
  /** Relative to the repository root, as GitHub matches it against the changed files. */
  readonly file: string;
  /** Absent for problems that belong to a whole file (a stale JSON Schema). */
  readonly line?: number;
  readonly col?: number;
  readonly title: string;
  readonly message: string;
}

/**
 * True inside a GitHub Actions job, where the runner turns workflow commands into annotations,
 * unless VALIDATE_ANNOTATIONS=false: a second validation in the same job (the one inside
 * `npm test`) would otherwise repeat every annotation and use up GitHub's per-job allowance.
 */
export function annotationsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true' && env.VALIDATE_ANNOTATIONS !== 'false';
}

/** The message part: a raw newline would end the command early and `%` starts an escape. */
export function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** A property value: `,` separates properties and `:` ends them, so both are escaped too. */
export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

export function formatAnnotation(annotation: Annotation): string {
  const properties: string[] = [`file=${escapeProperty(annotation.file)}`];
  if (annotation.line !== undefined) properties.push(`line=${annotation.line}`);
  if (annotation.col !== undefined) properties.push(`col=${annotation.col}`);
  properties.push(`title=${escapeProperty(annotation.title)}`);
  return `::${annotation.level} ${properties.join(',')}::${escapeData(annotation.message)}`;
}

/**
 * A located content problem as an annotation. The title is the data path (where in the file's
 * data), or a generic title for problems that have none, such as YAML syntax errors.
 */
export function contentAnnotation(level: AnnotationLevel, error: ContentError): string {
  return formatAnnotation({
    level,
    file: error.file,
    line: error.line,
    col: error.column,
    title: error.path || (level === 'error' ? 'Content error' : 'Content warning'),
    message: error.message,
  });
}
