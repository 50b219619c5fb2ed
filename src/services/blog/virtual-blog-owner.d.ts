declare module 'virtual:blog-owner' {
  const owner: import('./ownerCredentials').OwnerCredentials;
  export default owner;
}
