/** One thing an editor has to fix (or, as a warning, look at), located in its file. */
export interface ContentError {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Where in the data, such as `routes[4].blocks[2].actions[0].to`; empty for syntax errors. */
  readonly path: string;
  readonly message: string;
}

export function formatContentError(error: ContentError): string {
  const where = error.path ? `${error.path}: ` : '';
  return `${error.file}:${error.line}:${error.column}: ${where}${error.message}`;
}
