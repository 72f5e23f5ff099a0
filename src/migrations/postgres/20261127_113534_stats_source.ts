import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_stats" ADD COLUMN "source" varchar;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "source" varchar;
  ALTER TABLE "services_blocks_stats" ADD COLUMN "source" varchar;
  ALTER TABLE "_services_v_blocks_stats" ADD COLUMN "source" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_stats" DROP COLUMN "source";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "source";
  ALTER TABLE "services_blocks_stats" DROP COLUMN "source";
  ALTER TABLE "_services_v_blocks_stats" DROP COLUMN "source";`)
}
