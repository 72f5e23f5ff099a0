import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "industries_subsectors" ADD COLUMN "image_id" integer;
  ALTER TABLE "_industries_v_version_subsectors" ADD COLUMN "image_id" integer;
  ALTER TABLE "functions_subsectors" ADD COLUMN "image_id" integer;
  ALTER TABLE "_functions_v_version_subsectors" ADD COLUMN "image_id" integer;
  ALTER TABLE "industries_subsectors" ADD CONSTRAINT "industries_subsectors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_industries_v_version_subsectors" ADD CONSTRAINT "_industries_v_version_subsectors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "functions_subsectors" ADD CONSTRAINT "functions_subsectors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_functions_v_version_subsectors" ADD CONSTRAINT "_functions_v_version_subsectors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "industries_subsectors_image_idx" ON "industries_subsectors" USING btree ("image_id");
  CREATE INDEX "_industries_v_version_subsectors_image_idx" ON "_industries_v_version_subsectors" USING btree ("image_id");
  CREATE INDEX "functions_subsectors_image_idx" ON "functions_subsectors" USING btree ("image_id");
  CREATE INDEX "_functions_v_version_subsectors_image_idx" ON "_functions_v_version_subsectors" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "industries_subsectors" DROP CONSTRAINT "industries_subsectors_image_id_media_id_fk";
  
  ALTER TABLE "_industries_v_version_subsectors" DROP CONSTRAINT "_industries_v_version_subsectors_image_id_media_id_fk";
  
  ALTER TABLE "functions_subsectors" DROP CONSTRAINT "functions_subsectors_image_id_media_id_fk";
  
  ALTER TABLE "_functions_v_version_subsectors" DROP CONSTRAINT "_functions_v_version_subsectors_image_id_media_id_fk";
  
  DROP INDEX "industries_subsectors_image_idx";
  DROP INDEX "_industries_v_version_subsectors_image_idx";
  DROP INDEX "functions_subsectors_image_idx";
  DROP INDEX "_functions_v_version_subsectors_image_idx";
  ALTER TABLE "industries_subsectors" DROP COLUMN "image_id";
  ALTER TABLE "_industries_v_version_subsectors" DROP COLUMN "image_id";
  ALTER TABLE "functions_subsectors" DROP COLUMN "image_id";
  ALTER TABLE "_functions_v_version_subsectors" DROP COLUMN "image_id";`)
}
