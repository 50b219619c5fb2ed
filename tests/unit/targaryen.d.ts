/** The part of targaryen's API the rules tests use (the package ships no types). */
declare module 'targaryen' {
  export interface Result {
    readonly allowed: boolean;
    readonly info: string;
    /** The database as it stands after the operation, whether or not the rules allowed it. */
    readonly newDatabase: Database;
  }
  export interface Database {
    as(auth: { uid: string } | null): Database;
    /** The data at `path`, read past the rules. */
    snapshot(path: string): { val(): unknown; exists(): boolean };
    with(options: { debug?: boolean; now?: number }): Database;
    read(path: string, now?: number): Result;
    /** `now` is the rules' `now` (and the value of a server timestamp) for this write. */
    write(path: string, value: unknown, options?: { now: number }): Result;
    update(path: string, patch: Record<string, unknown>, now?: number): Result;
  }
  export function database(rules: object, data: unknown, now?: number | null): Database;
}
