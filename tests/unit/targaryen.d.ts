/** The part of targaryen's API the rules tests use (the package ships no types). */
declare module 'targaryen' {
  interface Result {
    readonly allowed: boolean;
    readonly info: string;
  }
  interface Database {
    as(auth: { uid: string } | null): Database;
    with(options: { debug?: boolean; now?: number }): Database;
    read(path: string): Result;
    write(path: string, value: unknown): Result;
    update(path: string, patch: Record<string, unknown>): Result;
  }
  export function database(rules: object, data: unknown, now?: number | null): Database;
}
