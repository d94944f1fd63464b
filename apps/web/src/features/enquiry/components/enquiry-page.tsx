import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ENQUIRY_FORM_DEFAULTS, enquiryFormSchema } from '@aviation-permits/domain/eligibility';
import { ENQUIRY_TOOL_INTRO } from '@aviation-permits/domain/navigation';
import type {
  EligibilityContext,
  EligibilityEnquiry,
  EnquiryFormInput,
} from '@aviation-permits/domain/eligibility';
import { useZoneData } from '../api/zone-data-query';
import { useLiveEligibility } from '../hooks/use-live-eligibility';
import { decidingZoneIds } from '../model/deciding-zones';
import { AerialPhotographyQuestions } from './aerial-photography-questions';
import { AnswerSummaryBar } from './answer-summary-bar';
import { EligibilityAnswer } from './eligibility-answer';
import type { EnquiryChoice, EnquiryFormApi } from './enquiry-form-api';
import { HeightQuestions } from './height-questions';
import { WhatQuestions } from './what-questions';
import { WhenQuestions } from './when-questions';
import { WhereQuestion } from './where-question';
import './enquiry-page.css';

interface EnquiryPageProps {
  categories: readonly EnquiryChoice[];
  activityTypes: readonly EnquiryChoice[];
  /**
   * The server's today in Singapore and the temporary restricted areas it serves (init-data,
   * ENQ-12): the answer judges by them for the whole visit, whatever the browser's clock says.
   */
  eligibilityContext: EligibilityContext;
}

/**
 * /checkPermitEligibility (ROUTE-15, ENQ-1): what, where, how high and when, answered live by the
 * domain's rules engine (ENQ-2) beside the questions. Open to everyone; nothing is sent anywhere.
 * Its heading and opening paragraph are the ones the server paints before the scripts (PERF-11).
 */
export function EnquiryPage({ categories, activityTypes, eligibilityContext }: EnquiryPageProps) {
  const form: EnquiryFormApi = useForm<EnquiryFormInput, unknown, EligibilityEnquiry>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onTouched',
    defaultValues: ENQUIRY_FORM_DEFAULTS,
  });
  const [mapLoading, setMapLoading] = useState(false);
  const { zones, failed } = useZoneData(eligibilityContext.today, mapLoading);
  const answer = useLiveEligibility(form, eligibilityContext);
  const category = useWatch({ control: form.control, name: 'category' });
  const highlightedZoneIds = answer.kind === 'answer' ? decidingZoneIds(answer.result) : [];

  return (
    <div className="container-fluid portal-page">
      <h1>{ENQUIRY_TOOL_INTRO.heading}</h1>
      <p className="lead">{ENQUIRY_TOOL_INTRO.lead}</p>
      <div className="row">
        <div className="col-lg-7">
          <form
            noValidate
            aria-label="Your planned activity"
            // "Check" shows every open question at once; the answer itself is already live.
            onSubmit={(event) => {
              void form.handleSubmit(() => undefined)(event);
            }}
          >
            <WhatQuestions form={form} categories={categories} activityTypes={activityTypes} />
            {/* ENQ-22: a vessel's height alone may answer, so a ship crossing asks it first. */}
            {category === '3' && <HeightQuestions form={form} />}
            <WhereQuestion
              form={form}
              zones={zones}
              zonesFailed={failed}
              highlightedZoneIds={highlightedZoneIds}
              onMapLoadStart={() => setMapLoading(true)}
            />
            {category !== '3' && <HeightQuestions form={form} />}
            {category === '1' && <AerialPhotographyQuestions form={form} />}
            <WhenQuestions form={form} />
            <button type="submit" className="btn btn-outline-primary mb-3">
              Check my answers
            </button>
          </form>
        </div>
        <div className="col-lg-5">
          <div className="enquiry-answer">
            <EligibilityAnswer answer={answer} />
          </div>
        </div>
      </div>
      <AnswerSummaryBar answer={answer} />
    </div>
  );
}
