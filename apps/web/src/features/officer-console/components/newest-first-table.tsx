import { useId, type ReactNode } from 'react';

/**
 * A console list newest first (OFF-36): its caption says so and that times are Singapore time,
 * and a column given as `{ hidden: name }` has a heading only screen readers read (a column of
 * buttons, whose labels say what each does).
 */
export function NewestFirstTable({
  columns,
  children,
}: {
  columns: readonly (string | { hidden: string })[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div className="table-responsive">
      <table className="table table-striped" aria-describedby={captionId}>
        <caption id={captionId}>Newest first. Times are Singapore time.</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className="visually-hidden">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
