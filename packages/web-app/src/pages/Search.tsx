/** /search?q= — the operator's search page (issue 19, src/catalogue/SearchPage.tsx). */
export { default } from '../catalogue/SearchPage';
