/**
 * The start page: the operator's page of template startpage (issue 19, src/catalogue). /movies and
 * /series are the films and series catalogue lists.
 */
import { ContentTypeCatalog } from '../catalogue/CatalogPage';

export { StartPage as default } from '../catalogue/RowsetPage';

export function MoviesPage() {
  return <ContentTypeCatalog type="movie" />;
}

export function SeriesPage() {
  return <ContentTypeCatalog type="series" />;
}
