import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_services_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_industries_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_functions_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_consultants_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_offices_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_regions_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_insights_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_insight_categories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_webinars_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_services_v_autosave_idx" ON "_services_v" USING btree ("autosave");
  CREATE INDEX "_industries_v_autosave_idx" ON "_industries_v" USING btree ("autosave");
  CREATE INDEX "_functions_v_autosave_idx" ON "_functions_v" USING btree ("autosave");
  CREATE INDEX "_consultants_v_autosave_idx" ON "_consultants_v" USING btree ("autosave");
  CREATE INDEX "_offices_v_autosave_idx" ON "_offices_v" USING btree ("autosave");
  CREATE INDEX "_regions_v_autosave_idx" ON "_regions_v" USING btree ("autosave");
  CREATE INDEX "_insights_v_autosave_idx" ON "_insights_v" USING btree ("autosave");
  CREATE INDEX "_insight_categories_v_autosave_idx" ON "_insight_categories_v" USING btree ("autosave");
  CREATE INDEX "_webinars_v_autosave_idx" ON "_webinars_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_services_v_autosave_idx";
  DROP INDEX "_industries_v_autosave_idx";
  DROP INDEX "_functions_v_autosave_idx";
  DROP INDEX "_consultants_v_autosave_idx";
  DROP INDEX "_offices_v_autosave_idx";
  DROP INDEX "_regions_v_autosave_idx";
  DROP INDEX "_insights_v_autosave_idx";
  DROP INDEX "_insight_categories_v_autosave_idx";
  DROP INDEX "_webinars_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_services_v" DROP COLUMN "autosave";
  ALTER TABLE "_industries_v" DROP COLUMN "autosave";
  ALTER TABLE "_functions_v" DROP COLUMN "autosave";
  ALTER TABLE "_consultants_v" DROP COLUMN "autosave";
  ALTER TABLE "_offices_v" DROP COLUMN "autosave";
  ALTER TABLE "_regions_v" DROP COLUMN "autosave";
  ALTER TABLE "_insights_v" DROP COLUMN "autosave";
  ALTER TABLE "_insight_categories_v" DROP COLUMN "autosave";
  ALTER TABLE "_webinars_v" DROP COLUMN "autosave";`)
}
