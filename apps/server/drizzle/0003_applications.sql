CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_account_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_reference_counters" (
	"category" integer NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "application_reference_counters_category_year_pk" PRIMARY KEY("category","year")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text,
	"category" integer NOT NULL,
	"activity_type" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"form" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"owner_account_id" uuid NOT NULL,
	"entity_uen" text,
	"access_scope" text NOT NULL,
	"created_by_name" text NOT NULL,
	"amount_due_cents" integer,
	"first_start_date" date,
	"last_end_date" date,
	"venue" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_application_id_idx" ON "application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_events_application_id_idx" ON "application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "applications_scope_updated_idx" ON "applications" USING btree ("access_scope","updated_at","id");--> statement-breakpoint
CREATE INDEX "applications_scope_start_idx" ON "applications" USING btree ("access_scope",coalesce("first_start_date", 'infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "applications_scope_reference_idx" ON "applications" USING btree ("access_scope",(coalesce("reference", '') collate "C"),"id");--> statement-breakpoint
CREATE INDEX "applications_scope_venue_idx" ON "applications" USING btree ("access_scope",(lower("venue") collate "C"));