// The userland `punycode` package (a dependency), imported by file: the bare name `punycode` is Node's deprecated
// built-in module, which the browser does not have. Only what url-parse uses is declared.
declare module 'punycode/punycode.js' {
  const punycode: {
    toUnicode(domain: string): string;
    toASCII(domain: string): string;
  };
  export default punycode;
}
