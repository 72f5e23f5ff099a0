import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_contact_form_topic" AS ENUM('cv', 'leadership', 'assessment', 'effective', 'succession', 'join', 'other', 'download');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_topic" AS ENUM('cv', 'leadership', 'assessment', 'effective', 'succession', 'join', 'other', 'download');
  CREATE TYPE "public"."enum_services_blocks_contact_form_topic" AS ENUM('cv', 'leadership', 'assessment', 'effective', 'succession', 'join', 'other', 'download');
  CREATE TYPE "public"."enum__services_v_blocks_contact_form_topic" AS ENUM('cv', 'leadership', 'assessment', 'effective', 'succession', 'join', 'other', 'download');
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "topic" "enum_pages_blocks_contact_form_topic";
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "topic" "enum__pages_v_blocks_contact_form_topic";
  ALTER TABLE "services_blocks_contact_form" ADD COLUMN "topic" "enum_services_blocks_contact_form_topic";
  ALTER TABLE "_services_v_blocks_contact_form" ADD COLUMN "topic" "enum__services_v_blocks_contact_form_topic";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "topic";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "topic";
  ALTER TABLE "services_blocks_contact_form" DROP COLUMN "topic";
  ALTER TABLE "_services_v_blocks_contact_form" DROP COLUMN "topic";
  DROP TYPE "public"."enum_pages_blocks_contact_form_topic";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_topic";
  DROP TYPE "public"."enum_services_blocks_contact_form_topic";
  DROP TYPE "public"."enum__services_v_blocks_contact_form_topic";`)
}
