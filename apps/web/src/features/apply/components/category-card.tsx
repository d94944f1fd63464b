import { useId } from 'react';
import { Link } from 'react-router';
import {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardText,
  CardTitle,
} from '@govtechsg/sgds-react/Card';
import type { Category } from '@aviation-permits/domain/activity';

/** One application card on /home (ROUTE-32). */
export function CategoryCard({ category }: { category: Category }) {
  const titleId = useId();
  return (
    <Card className="h-100 portal-category-card">
      <CardHeader>{category.cardHeader}</CardHeader>
      <CardBody>
        <CardTitle as="h2" id={titleId} className="h5">
          {category.cardTitle}
        </CardTitle>
        <CardText>{category.description}</CardText>
      </CardBody>
      <CardFooter>
        {/* The card's title describes which "Apply" this is, for screen-reader link lists. */}
        <Link to={category.path} className="btn btn-primary" aria-describedby={titleId}>
          Apply
        </Link>
      </CardFooter>
    </Card>
  );
}
