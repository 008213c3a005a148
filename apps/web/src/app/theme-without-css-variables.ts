/**
 * Stands in for MUI's `createThemeWithVars` in the build (decision 050). MUI's `createTheme`
 * imports it beside `createThemeNoVars` and picks one when called; the product's theme (and MUI's
 * own default theme) asks for no CSS variables and no colour schemes, so the variables' builder
 * was 4.5 KB gzip of every page that nothing ran.
 */
// MUI imports the module it replaces by its default export.
// eslint-disable-next-line no-restricted-syntax
export default function createThemeWithVars(): never {
  throw new Error(
    'Este build no incluye temas con variables CSS (docs/decisions/050): quite `cssVariables` y `colorSchemes` del tema o vuelva a importar createThemeWithVars.',
  );
}
