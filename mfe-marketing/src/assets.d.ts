// Images are emitted by webpack as files (asset/resource): importing one gives its URL.
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
