/**
 * A message's text around its `{name}` placeholders, each replaced by its part (a link, a key drawn
 * as a key), so that every language puts them where its sentence needs them. A name with no part
 * is left as written, to be seen. Plain: the reader's DOM code uses it as well as its components.
 */
export function messageParts<T>(message: string, parts: Readonly<Record<string, T>>): (string | T)[] {
  return message.split(/\{(\w+)\}/).flatMap((piece, index): (string | T)[] => {
    if (index % 2 === 0) return piece ? [piece] : [];
    return Object.hasOwn(parts, piece) ? [parts[piece] as T] : [`{${piece}}`];
  });
}
