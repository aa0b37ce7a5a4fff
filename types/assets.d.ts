declare module '*.css';
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
/** Injected at build time by webpack's DefinePlugin: the version folder this build is published to. */
declare const __BUILD_VERSION__: string;
