CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cities_city_state_unique" ON "cities" USING btree (lower("city"),"state");