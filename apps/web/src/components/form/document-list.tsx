import type { ReactNode } from 'react';

// The form kit's list of uploaded documents (APP-42, APP-81): each by its name and size, with the
// buttons the form offers for it (download, remove), named by the list for assistive technology.

const LIST_LABEL = 'Uploaded documents';

/** A size as the lists show it: whole kilobytes, rounded up so that no file reads "0 KB". */
function sizeText(sizeBytes: number): string {
  return `${Math.ceil(sizeBytes / 1024)} KB`;
}

interface ListedDocument {
  id: string;
  name: string;
  sizeBytes: number;
}

export function DocumentList<Document extends ListedDocument>({
  documents,
  emptyText,
  actions,
}: {
  documents: readonly Document[];
  /** Said when there is none; nothing is shown when not given. */
  emptyText?: string;
  /** The buttons after a document. */
  actions?(document: Document): ReactNode;
}) {
  if (documents.length === 0) return emptyText ? <p>{emptyText}</p> : null;
  return (
    <ul className="list-group mb-3" aria-label={LIST_LABEL}>
      {documents.map((document) => (
        <li key={document.id} className="list-group-item d-flex align-items-center gap-2">
          <span>
            {document.name} ({sizeText(document.sizeBytes)})
          </span>
          {actions && <span className="d-flex gap-2">{actions(document)}</span>}
        </li>
      ))}
    </ul>
  );
}
