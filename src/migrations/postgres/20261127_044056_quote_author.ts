import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_quote" ADD COLUMN "author_id" integer;
  ALTER TABLE "_pages_v_blocks_quote" ADD COLUMN "author_id" integer;
  ALTER TABLE "services_blocks_quote" ADD COLUMN "author_id" integer;
  ALTER TABLE "_services_v_blocks_quote" ADD COLUMN "author_id" integer;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_author_id_consultants_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_author_id_consultants_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_blocks_quote" ADD CONSTRAINT "services_blocks_quote_author_id_consultants_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_services_v_blocks_quote" ADD CONSTRAINT "_services_v_blocks_quote_author_id_consultants_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_quote_author_idx" ON "pages_blocks_quote" USING btree ("author_id");
  CREATE INDEX "_pages_v_blocks_quote_author_idx" ON "_pages_v_blocks_quote" USING btree ("author_id");
  CREATE INDEX "services_blocks_quote_author_idx" ON "services_blocks_quote" USING btree ("author_id");
  CREATE INDEX "_services_v_blocks_quote_author_idx" ON "_services_v_blocks_quote" USING btree ("author_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_quote" DROP CONSTRAINT "pages_blocks_quote_author_id_consultants_id_fk";
  
  ALTER TABLE "_pages_v_blocks_quote" DROP CONSTRAINT "_pages_v_blocks_quote_author_id_consultants_id_fk";
  
  ALTER TABLE "services_blocks_quote" DROP CONSTRAINT "services_blocks_quote_author_id_consultants_id_fk";
  
  ALTER TABLE "_services_v_blocks_quote" DROP CONSTRAINT "_services_v_blocks_quote_author_id_consultants_id_fk";
  
  DROP INDEX "pages_blocks_quote_author_idx";
  DROP INDEX "_pages_v_blocks_quote_author_idx";
  DROP INDEX "services_blocks_quote_author_idx";
  DROP INDEX "_services_v_blocks_quote_author_idx";
  ALTER TABLE "pages_blocks_quote" DROP COLUMN "author_id";
  ALTER TABLE "_pages_v_blocks_quote" DROP COLUMN "author_id";
  ALTER TABLE "services_blocks_quote" DROP COLUMN "author_id";
  ALTER TABLE "_services_v_blocks_quote" DROP COLUMN "author_id";`)
}
