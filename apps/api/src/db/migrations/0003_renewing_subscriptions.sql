CREATE TABLE "gateway_plans" (
	"gateway" text NOT NULL,
	"account" text NOT NULL,
	"plan_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"billing_period" text NOT NULL,
	"gateway_plan_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_plans_gateway_account_plan_id_amount_paise_billing_period_pk" PRIMARY KEY("gateway","account","plan_id","amount_paise","billing_period")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway_plan_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"period_days" integer NOT NULL,
	"status" text NOT NULL,
	"current_start" timestamp with time zone,
	"current_end" timestamp with time zone,
	"charge_at" timestamp with time zone,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"total_count" integer NOT NULL,
	"auth_attempts" integer DEFAULT 0 NOT NULL,
	"cancel_at_cycle_end" boolean DEFAULT false NOT NULL,
	"declines_charges" boolean DEFAULT false NOT NULL,
	"notes" jsonb NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "gateway_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "billing_period" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gateway_subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_plans" ADD CONSTRAINT "gateway_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_subscriptions_due_idx" ON "sandbox_gateway_subscriptions" USING btree ("status","charge_at");--> statement-breakpoint
CREATE INDEX "subscriptions_status_expiry_idx" ON "subscriptions" USING btree ("status","expiry_date");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_gateway_subscription_id_unique" UNIQUE("gateway_subscription_id");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_billing_period_known" CHECK ("plans"."billing_period" is null or "plans"."billing_period" in ('monthly', 'yearly'));