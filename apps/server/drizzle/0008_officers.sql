CREATE TABLE "officer_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "officer_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"message" text,
	"client_address" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "officer_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"officer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "officer_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"officer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"second_factor_at" timestamp with time zone,
	"wrong_second_factors" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "officers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"totp_secret" text,
	"totp_enrolled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "officer_recovery_codes" ADD CONSTRAINT "officer_recovery_codes_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_sessions" ADD CONSTRAINT "officer_sessions_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "officer_audit_actor_idx" ON "officer_audit" USING btree ("actor","id");--> statement-breakpoint
CREATE INDEX "officer_audit_subject_idx" ON "officer_audit" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "officer_recovery_codes_unique" ON "officer_recovery_codes" USING btree ("officer_id","code_hash");--> statement-breakpoint
CREATE INDEX "officer_sessions_officer_id_idx" ON "officer_sessions" USING btree ("officer_id");--> statement-breakpoint
CREATE INDEX "officer_sessions_expires_at_idx" ON "officer_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "officers_email_unique" ON "officers" USING btree (lower("email"));
--> statement-breakpoint
-- OFF-8: the officers' audit trail is append-only. Rows are added in the transaction of the action
-- they record; the database itself refuses to change or delete one, whoever asks (a bug, a
-- hand-typed statement, or an intruder with the portal's database credentials).
CREATE FUNCTION "officer_audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'officer_audit is append-only: % refused', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "officer_audit_append_only" BEFORE UPDATE OR DELETE ON "officer_audit" FOR EACH ROW EXECUTE FUNCTION "officer_audit_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "officer_audit_no_truncate" BEFORE TRUNCATE ON "officer_audit" FOR EACH STATEMENT EXECUTE FUNCTION "officer_audit_refuse_change"();
