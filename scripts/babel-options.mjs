// Babel runs only where macros need it: Lingui's macros in TypeScript/TSX.
// Shared by rollup.config.mjs and the browser-test setup.
export const babelOptions = {
  babelrc: false,
  configFile: false,
  babelHelpers: 'bundled',
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
  exclude: /node_modules/,
  presets: [
    ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ['@babel/preset-react', { runtime: 'automatic' }],
  ],
  plugins: ['@lingui/babel-plugin-lingui-macro'],
};
