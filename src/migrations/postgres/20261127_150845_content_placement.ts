import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_content_placement" AS ENUM('main', 'beside');
  CREATE TYPE "public"."enum__pages_v_blocks_content_placement" AS ENUM('main', 'beside');
  CREATE TYPE "public"."enum_services_blocks_content_placement" AS ENUM('main', 'beside');
  CREATE TYPE "public"."enum__services_v_blocks_content_placement" AS ENUM('main', 'beside');
  ALTER TABLE "pages_blocks_content" ADD COLUMN "placement" "enum_pages_blocks_content_placement" DEFAULT 'main';
  ALTER TABLE "_pages_v_blocks_content" ADD COLUMN "placement" "enum__pages_v_blocks_content_placement" DEFAULT 'main';
  ALTER TABLE "services_blocks_content" ADD COLUMN "placement" "enum_services_blocks_content_placement" DEFAULT 'main';
  ALTER TABLE "_services_v_blocks_content" ADD COLUMN "placement" "enum__services_v_blocks_content_placement" DEFAULT 'main';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_content" DROP COLUMN "placement";
  ALTER TABLE "_pages_v_blocks_content" DROP COLUMN "placement";
  ALTER TABLE "services_blocks_content" DROP COLUMN "placement";
  ALTER TABLE "_services_v_blocks_content" DROP COLUMN "placement";
  DROP TYPE "public"."enum_pages_blocks_content_placement";
  DROP TYPE "public"."enum__pages_v_blocks_content_placement";
  DROP TYPE "public"."enum_services_blocks_content_placement";
  DROP TYPE "public"."enum__services_v_blocks_content_placement";`)
}
