declare module 'virtual:blog-owner' {
  /** The owner's hashed login; null in a Firebase build, which has no local store. */
  const owner: import('./ownerCredentials').OwnerCredentials | null;
  export default owner;
}

interface ImportMetaEnv {
  /** The blog store this build uses, set by ownerCredentialsPlugin; absent where the plugin is not used. */
  readonly BLOG_STORE?: 'firebase' | 'local';
}
