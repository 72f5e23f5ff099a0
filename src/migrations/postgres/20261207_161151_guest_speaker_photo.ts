import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webinars_guest_speakers" ADD COLUMN "photo_id" integer;
  ALTER TABLE "_webinars_v_version_guest_speakers" ADD COLUMN "photo_id" integer;
  ALTER TABLE "webinars_guest_speakers" ADD CONSTRAINT "webinars_guest_speakers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_webinars_v_version_guest_speakers" ADD CONSTRAINT "_webinars_v_version_guest_speakers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webinars_guest_speakers_photo_idx" ON "webinars_guest_speakers" USING btree ("photo_id");
  CREATE INDEX "_webinars_v_version_guest_speakers_photo_idx" ON "_webinars_v_version_guest_speakers" USING btree ("photo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webinars_guest_speakers" DROP CONSTRAINT "webinars_guest_speakers_photo_id_media_id_fk";
  
  ALTER TABLE "_webinars_v_version_guest_speakers" DROP CONSTRAINT "_webinars_v_version_guest_speakers_photo_id_media_id_fk";
  
  DROP INDEX "webinars_guest_speakers_photo_idx";
  DROP INDEX "_webinars_v_version_guest_speakers_photo_idx";
  ALTER TABLE "webinars_guest_speakers" DROP COLUMN "photo_id";
  ALTER TABLE "_webinars_v_version_guest_speakers" DROP COLUMN "photo_id";`)
}
