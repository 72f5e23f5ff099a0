import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_stats\` ADD \`source\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats\` ADD \`source\` text;`)
  await db.run(sql`ALTER TABLE \`services_blocks_stats\` ADD \`source\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_stats\` ADD \`source\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_stats\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_stats\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_stats\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_stats\` DROP COLUMN \`source\`;`)
}
