declare module 'virtual:blog-owner' {
  /** The owner's hashed login; null in a Firebase build, which has no local store. */
  const owner: import('./ownerCredentials').OwnerCredentials | null;
  export default owner;
}

