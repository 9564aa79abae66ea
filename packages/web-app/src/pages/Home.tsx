/**
 * The start page: the operator's page of template startpage (issue 19, src/catalogue). /movies is the
 * films catalogue page.
 */
import { Navigate } from 'react-router';

export { StartPage as default } from '../catalogue/RowsetPage';

export function MoviesPage() {
  return <Navigate to="/catalog/movies" replace />;
}
