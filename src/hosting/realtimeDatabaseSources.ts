/**
 * Where the Firebase Realtime Database web client reaches, per Content-Security-Policy directive,
 * for one database URL: the default host (`<name>.firebaseio.com`), a regional one
 * (`<name>.<region>.firebasedatabase.app`), or any other host (the local emulator).
 *
 * How the client connects (@firebase/database):
 * - It talks over a websocket, `wss://<host>/.ws` (WebSocketConnection), or, when websockets
 *   failed before in this browser, by long polling (BrowserPollConnection). Long polling is JSONP:
 *   it adds `<script src="https://<host>/.lp?…">` tags to a hidden blank iframe, which inherits the
 *   page's policy, so it needs script-src; and it opens a second hidden iframe at that same address
 *   to tell the server the visitor left, so it needs frame-src.
 * - The server answers the handshake with the host that actually serves the database, and may send
 *   a reset to another one (PersistentConnection's onHandshake_ and onReset_ set RepoInfo.host); both
 *   transports then use that host and the browser remembers it for the next visit. These servers
 *   (`s-usc1b-nss-2xx.firebaseio.com`, `s-gke-euw1-nssi3-8.europe-west1.firebasedatabase.app`) are
 *   siblings of the configured host: the same name with its first label replaced. They are not
 *   known in advance, so the policy names all of them with one wildcard for that first label.
 * - A `wss://` (or `ws://`) database URL makes the client use websockets only (parseRepoInfo sets
 *   webSocketOnly, and TransportManager then never picks long polling): no scripts, no frames.
 * - Search engine crawlers get plain REST reads instead (ReadonlyRestClient, chosen by
 *   beingCrawled): XMLHttpRequest to `https://<host>/…json`, always the configured host itself.
 */
export interface DatabaseSources {
  readonly connect: readonly string[];
  readonly script: readonly string[];
  readonly frame: readonly string[];
}

/** The domains where Firebase's servers choose the machine that serves a database. */
const DEFAULT_DOMAIN = /^[^.]+\.(firebaseio\.com)$/;
const REGIONAL_DOMAIN = /^[^.]+\.([a-z0-9-]+\.firebasedatabase\.app)$/;

/** The configured host, or all its sibling servers when Firebase may send the client to one of them. */
function servingHosts(host: string): string {
  const domain = DEFAULT_DOMAIN.exec(host)?.[1] ?? REGIONAL_DOMAIN.exec(host)?.[1];
  // The emulator and other hosts: the client keeps the configured host.
  return domain ? `*.${domain}` : host;
}

export function realtimeDatabaseSources(databaseUrl: string): DatabaseSources {
  const url = new URL(databaseUrl);
  // As the client reads the URL: https (or wss) means a secure connection, anything else not.
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  const [web, socket] = secure ? ['https', 'wss'] : ['http', 'ws'];
  const webSocketOnly = url.protocol === 'wss:' || url.protocol === 'ws:';
  const servers = servingHosts(url.host);
  const longPolling = webSocketOnly ? [] : [`${web}://${servers}`];
  return {
    connect: [`${web}://${url.host}`, `${socket}://${servers}`],
    script: longPolling,
    frame: longPolling,
  };
}
