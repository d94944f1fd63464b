/** React 19 moves these into <head>: each page's title and description (ROUTE-3, ROUTE-6 to ROUTE-18). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
