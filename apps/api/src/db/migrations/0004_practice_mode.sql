CREATE TABLE "practice_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"input_method" text NOT NULL,
	"transcript" text NOT NULL,
	"corrected_transcript" text,
	"duration_seconds" real,
	"transcript_confidence" real,
	"hints_used" smallint DEFAULT 0 NOT NULL,
	"score" smallint NOT NULL,
	"predicted_feedback" jsonb NOT NULL,
	"feedback_details" jsonb NOT NULL,
	"scored_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_answers_score_range" CHECK ("practice_answers"."score" between 0 and 10),
	CONSTRAINT "practice_answers_input_method_known" CHECK ("practice_answers"."input_method" in ('voice', 'typed'))
);
--> statement-breakpoint
CREATE TABLE "practice_hints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"key_point_index" smallint NOT NULL,
	"answer_id" uuid,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_hints" ADD CONSTRAINT "practice_hints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_hints" ADD CONSTRAINT "practice_hints_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_hints" ADD CONSTRAINT "practice_hints_answer_id_practice_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."practice_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_answers_user_question_idx" ON "practice_answers" USING btree ("user_id","question_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_answers_user_created_idx" ON "practice_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_hints_open_unique" ON "practice_hints" USING btree ("user_id","question_id","key_point_index") WHERE "practice_hints"."answer_id" is null;