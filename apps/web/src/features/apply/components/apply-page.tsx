import { CATEGORIES } from '@aviation-permits/domain';
import { CategoryCard } from './category-card';

/** /home: the Apply page with the four application cards (ROUTE-11, ROUTE-32). */
export function ApplyPage() {
  return (
    <div className="container-fluid portal-page">
      <h1>Apply for a Permit or Clearance</h1>
      <p className="lead">
        Choose what you would like to apply for. You will be asked to log in first.
      </p>
      <ul className="row g-4 list-unstyled">
        {CATEGORIES.map((category) => (
          <li key={category.id} className="col-12 col-md-6 col-xl-3">
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    </div>
  );
}
