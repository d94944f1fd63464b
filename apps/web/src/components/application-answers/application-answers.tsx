import type { ReactNode } from 'react';
import {
  ADDITIONAL_SAFETY_PERSONNEL,
  SAFETY_PERSONNEL_ROLES,
  safetyPersonFields,
} from '@aviation-permits/domain/application';
import {
  AERIAL_ACTIVITY_TYPES,
  CATEGORIES,
  DATE_TIME_ROW_FIELDS,
} from '@aviation-permits/domain/activity';
import type { ApplicationDocument, FormField } from '@aviation-permits/domain/application';
import type { CategoryId } from '@aviation-permits/domain/activity';
import { describeLocation } from '@/components/map';
import {
  activityFields,
  APPLICATION_SECTIONS,
  OPERATOR_FIELDS,
} from '@/lib/application-sections/application-sections';

// Every answer of an application, read-only (APP-50): the form's review step and the details page.
// Labels and choice texts come from the domain's field tables, in the form's own order.

export const NOT_GIVEN = 'Not given';

type Answers = Readonly<Record<string, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : NOT_GIVEN;
}

function shown(field: FormField, value: unknown): string {
  const label = field.options?.find((option) => option.value === value)?.label;
  return label ?? text(value);
}

function Pair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4">{term}</dt>
      <dd className="col-sm-8">{children}</dd>
    </>
  );
}

function FieldList({
  fields,
  answers,
}: {
  fields: Readonly<Record<string, FormField>>;
  answers: Answers;
}) {
  return (
    <>
      {Object.entries(fields).map(([name, field]) => (
        <Pair key={name} term={field.label}>
          {shown(field, answers[name])}
        </Pair>
      ))}
    </>
  );
}

function asList(value: unknown): Answers[] {
  return Array.isArray(value) ? (value as Answers[]) : [];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-3" aria-label={title}>
      <h3 className="h5">{title}</h3>
      {children}
    </section>
  );
}

const TITLES = Object.fromEntries(APPLICATION_SECTIONS.map(({ key, title }) => [key, title]));

export interface ApplicationAnswersProps {
  category: CategoryId;
  answers: Answers;
  documents: readonly ApplicationDocument[];
  /** A control beside each document (a download button on the details page). */
  documentAction?: (document: ApplicationDocument) => ReactNode;
}

export function ApplicationAnswers({
  category,
  answers,
  documents,
  documentAction,
}: ApplicationAnswersProps) {
  const activityType = answers.activityType;
  const typeLabel = AERIAL_ACTIVITY_TYPES.find(({ code }) => code === activityType)?.label;
  const rows = asList(answers.dateTimeRows);
  const people = asList(answers.safetyPersonnel);
  const location = answers.location as Parameters<typeof describeLocation>[0] | undefined;
  return (
    <div>
      <Section title={TITLES.activity ?? ''}>
        <dl className="row">
          <Pair term="Category">{CATEGORIES.find(({ id }) => id === category)?.name}</Pair>
          {category === 4 && <Pair term="Type of Activity">{typeLabel ?? NOT_GIVEN}</Pair>}
          <FieldList fields={activityFields(category, activityType)} answers={answers} />
        </dl>
      </Section>
      <Section title={TITLES.dates ?? ''}>
        {rows.length === 0 ? (
          <p>{NOT_GIVEN}</p>
        ) : (
          <table className="table table-sm">
            <caption className="visually-hidden">Dates and times</caption>
            <thead>
              <tr>
                {Object.values(DATE_TIME_ROW_FIELDS).map(({ label }) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {Object.keys(DATE_TIME_ROW_FIELDS).map((name) => (
                    <td key={name}>{text(row[name])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section title={TITLES.location ?? ''}>
        <p>{location ? describeLocation(location) : NOT_GIVEN}</p>
      </Section>
      <Section title={TITLES.personnel ?? ''}>
        <dl className="row">
          <FieldList fields={OPERATOR_FIELDS} answers={answers} />
          {people.map((person, index) => (
            <FieldList
              key={index}
              fields={safetyPersonFields(
                SAFETY_PERSONNEL_ROLES[index] ?? ADDITIONAL_SAFETY_PERSONNEL,
              )}
              answers={person}
            />
          ))}
        </dl>
      </Section>
      <Section title={TITLES.documents ?? ''}>
        {documents.length === 0 ? (
          <p>No documents uploaded.</p>
        ) : (
          <ul className="list-unstyled">
            {documents.map((document) => (
              <li key={document.id} className="mb-1">
                {document.name} ({Math.ceil(document.sizeBytes / 1024)} KB){' '}
                {documentAction?.(document)}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
