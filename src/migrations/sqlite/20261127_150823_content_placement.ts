import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_content\` ADD \`placement\` text DEFAULT 'main';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_content\` ADD \`placement\` text DEFAULT 'main';`)
  await db.run(sql`ALTER TABLE \`services_blocks_content\` ADD \`placement\` text DEFAULT 'main';`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_content\` ADD \`placement\` text DEFAULT 'main';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_content\` DROP COLUMN \`placement\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_content\` DROP COLUMN \`placement\`;`)
  await db.run(sql`ALTER TABLE \`services_blocks_content\` DROP COLUMN \`placement\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_blocks_content\` DROP COLUMN \`placement\`;`)
}
