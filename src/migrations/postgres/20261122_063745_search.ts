import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { backfillSearchIndex20261122 } from '../frozen/search-backfill-20261122'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"source" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"summary" varchar,
  	"body" varchar,
  	"url" varchar,
  	"seq" numeric NOT NULL,
  	"removed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_documents_id" integer;
  CREATE UNIQUE INDEX "search_documents_key_idx" ON "search_documents" USING btree ("key");
  CREATE INDEX "search_documents_source_idx" ON "search_documents" USING btree ("source");
  CREATE INDEX "search_documents_seq_idx" ON "search_documents" USING btree ("seq");
  CREATE INDEX "search_documents_updated_at_idx" ON "search_documents" USING btree ("updated_at");
  CREATE INDEX "search_documents_created_at_idx" ON "search_documents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_documents_fk" FOREIGN KEY ("search_documents_id") REFERENCES "public"."search_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("search_documents_id");`)
  // the one counter row every index write bumps (search-state global), then index what is already published
  await db.execute(sql`INSERT INTO "search_state" ("id", "version", "updated_at", "created_at") VALUES (1, 0, now(), now());`)
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('search_state', 'id'), 1);`)
  await backfillSearchIndex20261122(payload, req, async (rows) => {
    await db.execute(sql`UPDATE "search_state" SET "version" = 1 WHERE "id" = 1;`)
    for (const r of rows) {
      await db.execute(
        sql`INSERT INTO "search_documents" ("key", "source", "type", "title", "subtitle", "summary", "body", "url", "seq", "removed") VALUES (${r.key}, ${r.source}, ${r.type}, ${r.title}, ${r.subtitle}, ${r.summary}, ${r.body}, ${r.url}, 1, false);`,
      )
    }
  })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_state" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_documents" CASCADE;
  DROP TABLE "search_state" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_documents_id";`)
}
